import { afterEach, describe, expect, it } from 'vitest';
import { restoreDeepLink } from './restoreDeepLink';

function visit(url: string): void {
  window.history.replaceState(null, '', url);
}

function here(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

afterEach(() => visit('/'));

describe('restoreDeepLink (the other half of public/404.html)', () => {
  it('puts the route that 404.html carried back in the address bar', () => {
    visit('/sms-web-client/?deep-link=%2Fphone-numbers%3Fa%3D1%23top');
    restoreDeepLink('/sms-web-client/');
    expect(here()).toBe('/sms-web-client/phone-numbers?a=1#top');
  });

  it('keeps a chosen number through 404.html: its encoded plus is still %2B in the restored address', () => {
    // What public/404.html makes of /sms-web-client/phone-numbers?number=%2B14155550100.
    const deepLink = encodeURIComponent('/phone-numbers?number=%2B14155550100');
    visit(`/sms-web-client/?deep-link=${deepLink}`);
    restoreDeepLink('/sms-web-client/');
    expect(here()).toBe('/sms-web-client/phone-numbers?number=%2B14155550100');
    expect(new URLSearchParams(window.location.search).get('number')).toBe('+14155550100');
  });

  it('leaves ordinary addresses alone', () => {
    visit('/sms-web-client/authentication-token?x=1');
    restoreDeepLink('/sms-web-client/');
    expect(here()).toBe('/sms-web-client/authentication-token?x=1');
  });

  it('never leaves the app: a protocol-relative or absolute target falls back to the base path', () => {
    visit('/sms-web-client/?deep-link=%2F%2Fevil.example%2Fx');
    restoreDeepLink('/sms-web-client/');
    expect(here()).toBe('/sms-web-client/');

    visit('/sms-web-client/?deep-link=https%3A%2F%2Fevil.example%2F');
    restoreDeepLink('/sms-web-client/');
    expect(here()).toBe('/sms-web-client/');
  });

  it('keeps the restored route under the base path: dot segments cannot climb out of it', () => {
    for (const deepLink of ['/../../x', '/..', '/%2e%2e/x', '/./../phone-numbers', '/\\evil.example/x']) {
      visit(`/sms-web-client/?deep-link=${encodeURIComponent(deepLink)}`);
      restoreDeepLink('/sms-web-client/');
      expect(window.location.pathname, deepLink).toMatch(/^\/sms-web-client\//);
    }
    visit('/sms-web-client/?deep-link=%2Fa%2F..%2Fphone-numbers');
    restoreDeepLink('/sms-web-client/');
    expect(here()).toBe('/sms-web-client/phone-numbers');
  });

  it('works for an app served from the domain root', () => {
    visit('/?deep-link=%2Fauthentication');
    restoreDeepLink('/');
    expect(here()).toBe('/authentication');
  });
});
