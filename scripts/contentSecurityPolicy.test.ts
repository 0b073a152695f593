import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appContentSecurityPolicy,
  deepLinkFallbackPolicy,
  EMPTY_INLINE_STYLE_HASH,
  inlineCode,
  sha256Source,
  withContentSecurityPolicy,
} from './contentSecurityPolicy';
import { fitDeepLinkFallback } from './deepLinkFallback';

/** The policy as directive name → sources, so each test reads the directive it is about. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const published404 = readFileSync(new URL('../public/404.html', import.meta.url), 'utf8');
const publishedIndex = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('the app policy', () => {
  it('allows scripts, styles and the manifest from the site only, and shuts everything else', () => {
    const policy = directives(
      appContentSecurityPolicy({ apiUrl: undefined, messagingApiUrl: undefined, gtmId: '' }),
    );
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", EMPTY_INLINE_STYLE_HASH]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    for (const closed of ['object-src', 'frame-src', 'base-uri', 'form-action'])
      expect(policy.get(closed), closed).toEqual(["'none'"]);
  });

  it('lets images and connections reach the configured provider and its media CDN, by origin', () => {
    const policy = directives(
      appContentSecurityPolicy({
        apiUrl: 'http://127.0.0.1:4010/some/prefix/',
        messagingApiUrl: 'http://127.0.0.1:4010',
        gtmId: undefined,
      }),
    );
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'blob:',
      'data:',
      'http://127.0.0.1:4010',
      'https://mms.twiliocdn.com',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4010',
      'https://mms.twiliocdn.com',
    ]);
    // Twilio itself when nothing is configured, as the app does (src/config/envParsing.ts).
    const twilio = directives(appContentSecurityPolicy({ apiUrl: '', messagingApiUrl: '', gtmId: '' }));
    expect(twilio.get('connect-src')).toEqual(
      expect.arrayContaining(['https://api.twilio.com', 'https://messaging.twilio.com']),
    );
    // The Messaging API gets connections only: it serves no images.
    expect(twilio.get('img-src')).not.toContain('https://messaging.twilio.com');
  });

  it('lets connections reach a Messaging API configured on a host of its own', () => {
    const policy = directives(
      appContentSecurityPolicy({
        apiUrl: 'https://api.example.com',
        messagingApiUrl: 'https://messaging.example.com/v-prefix',
        gtmId: '',
      }),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://messaging.example.com',
      'https://mms.twiliocdn.com',
    ]);
    expect(() =>
      appContentSecurityPolicy({ apiUrl: undefined, messagingApiUrl: 'ftp://messaging.example', gtmId: '' }),
    ).toThrow(/VITE_TWILIO_MESSAGING_API_URL/);
  });

  it('refuses a provider setting the app would refuse, rather than write a policy for it', () => {
    expect(() =>
      appContentSecurityPolicy({ apiUrl: 'javascript:alert(1)', messagingApiUrl: undefined, gtmId: '' }),
    ).toThrow(/http/);
    expect(() =>
      appContentSecurityPolicy({
        apiUrl: "https://api.example; script-src 'unsafe-inline'",
        messagingApiUrl: undefined,
        gtmId: '',
      }),
    ).toThrow();
  });

  it("names the tag manager's hosts only when a container is configured", () => {
    const without = appContentSecurityPolicy({ apiUrl: undefined, messagingApiUrl: undefined, gtmId: '' });
    expect(without).not.toContain('google');
    const policy = directives(
      appContentSecurityPolicy({ apiUrl: undefined, messagingApiUrl: undefined, gtmId: 'GTM-ABC1234' }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy.get('img-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.google.com']),
    );
    expect(() =>
      appContentSecurityPolicy({ apiUrl: undefined, messagingApiUrl: undefined, gtmId: 'UA-1234' }),
    ).toThrow(/GTM-/);
  });

  it("allows only an empty inline style (emotion's), whose hash is that of no text at all", () => {
    expect(EMPTY_INLINE_STYLE_HASH).toBe(
      `'sha256-${createHash('sha256').update(new Uint8Array()).digest('base64')}'`,
    );
    expect(
      appContentSecurityPolicy({ apiUrl: undefined, messagingApiUrl: undefined, gtmId: '' }),
    ).not.toContain('unsafe');
  });
});

describe('the 404 page policy', () => {
  it("allows the fitted page's own inline script and style by hash, and nothing else", () => {
    const fitted = fitDeepLinkFallback(published404, '/apps/sms/');
    const { scripts, styles } = inlineCode(fitted);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(scripts[0]).toContain("var BASE_PATH = '/apps/sms/';");
    const policy = directives(deepLinkFallbackPolicy(fitted));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual([sha256Source(scripts[0] ?? '')]);
    expect(policy.get('style-src')).toEqual([sha256Source(styles[0] ?? '')]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
  });

  it('changes with the base path fitted into the script, so it must be hashed after fitting', () => {
    expect(deepLinkFallbackPolicy(fitDeepLinkFallback(published404, '/a/'))).not.toBe(
      deepLinkFallbackPolicy(fitDeepLinkFallback(published404, '/b/')),
    );
  });

  it('does not count a script with a src as inline code', () => {
    const { scripts } = inlineCode('<script src="/a.js"></script><script type="module">go()</script>');
    expect(scripts).toEqual(['go()']);
  });
});

describe('the meta tag', () => {
  it('goes first in <head>, right after the charset, and only once', () => {
    const html = withContentSecurityPolicy(publishedIndex, "default-src 'none'");
    const head = html.slice(html.indexOf('<head>'));
    expect(head).toMatch(
      /^<head>\s*<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'none'" \/>/,
    );
    expect(() => withContentSecurityPolicy(html, "default-src 'none'")).toThrow(/already/);
  });

  it('goes straight after <head> when the charset is not the first thing in it', () => {
    const html = withContentSecurityPolicy(
      '<html><head><title>x</title></head></html>',
      "default-src 'none'",
    );
    expect(html).toBe(
      `<html><head>\n    <meta http-equiv="Content-Security-Policy" content="default-src 'none'" /><title>x</title></head></html>`,
    );
  });

  it('refuses a policy that would break out of its attribute', () => {
    expect(() => withContentSecurityPolicy(publishedIndex, 'default-src "x" onload=')).toThrow(/quote/);
  });
});
