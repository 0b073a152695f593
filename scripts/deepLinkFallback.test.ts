import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitDeepLinkFallback } from './deepLinkFallback';

const published = readFileSync(new URL('../public/404.html', import.meta.url), 'utf8');

/** Runs the fitted page's inline script at `address`; returns where it sent the browser, or null. */
function redirectFrom(base: string, address: string): string | null {
  const html = fitDeepLinkFallback(published, base);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error('404.html has no inline script');
  const url = new URL(address);
  let sentTo: string | null = null;
  const location = {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (target: string) => {
      sentTo = new URL(target, url).href;
    },
  };
  new Function('window', script)({ location });
  return sentTo;
}

describe('public/404.html fitted to the base path', () => {
  it('sends a deep link to the app entry with the route in the query', () => {
    expect(redirectFrom('/apps/sms/', 'http://host/apps/sms/phone-numbers?tab=1#top')).toBe(
      'http://host/apps/sms/?deep-link=%2Fphone-numbers%3Ftab%3D1%23top',
    );
    expect(redirectFrom('/', 'http://host/phone-numbers')).toBe('http://host/?deep-link=%2Fphone-numbers');
  });

  it('never sends the browser to another site, whatever the address', () => {
    for (const base of ['/apps/sms/', '/sms-web-client/', '/']) {
      for (const address of [
        'http://host//evil.example/x',
        'http://host//evil.example/apps/sms/x',
        'http://host/%2F%2Fevil.example/x',
        'http://host/\\evil.example/x',
        'http://host/apps/sms//evil.example/x',
      ]) {
        const sentTo = redirectFrom(base, address);
        if (sentTo !== null) expect(new URL(sentTo).origin, `${base} ${address}`).toBe('http://host');
      }
    }
    // The case the issue reproduced: the base worked out from the address was //evil.example/.
    expect(redirectFrom('/apps/sms/', 'http://host//evil.example/x')).toBeNull();
  });

  it('shows the page (no redirect) outside the base path, at the base itself and after one redirect', () => {
    expect(redirectFrom('/apps/sms/', 'http://host/other/x')).toBeNull();
    expect(redirectFrom('/apps/sms/', 'http://host/apps/sms/')).toBeNull();
    expect(redirectFrom('/apps/sms/', 'http://host/apps/sms/?deep-link=%2Fx')).toBeNull();
  });

  it('writes the base into the script and the home link, escaped for where it goes', () => {
    const html = fitDeepLinkFallback(published, '/apps/sms/');
    expect(html).toContain("var BASE_PATH = '/apps/sms/';");
    expect(html).toContain('<a href="/apps/sms/">Go to the app</a>');
    const odd = fitDeepLinkFallback(published, "/a'b</script>/");
    expect(odd).not.toContain("a'b</script>");
    expect(odd).toContain("var BASE_PATH = '/a\\u0027b\\u003c/script\\u003e/';");
  });

  it('refuses a base that is not a single-slash path', () => {
    expect(() => fitDeepLinkFallback(published, '//evil.example/')).toThrow(/single/);
    expect(() => fitDeepLinkFallback(published, 'apps/sms')).toThrow(/single/);
  });
});
