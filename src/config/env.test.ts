import { describe, expect, it } from 'vitest';
import { env, parseDemoCredentials, parseGtmId, parseHttpUrl } from './env';

describe('parseHttpUrl', () => {
  it('falls back to the default and drops a trailing slash', () => {
    expect(parseHttpUrl('X', undefined, 'https://api.twilio.com')).toBe('https://api.twilio.com');
    expect(parseHttpUrl('X', 'http://127.0.0.1:4010/', 'https://api.twilio.com')).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('refuses anything that is not a plain http(s) URL', () => {
    expect(() => parseHttpUrl('X', 'javascript:alert(1)', 'https://a')).toThrow(/http/);
    expect(() => parseHttpUrl('X', 'not a url', 'https://a')).toThrow(/absolute/);
    expect(() => parseHttpUrl('X', 'https://user:pw@api.twilio.com', 'https://a')).toThrow(/credentials/);
  });
});

describe('parseGtmId', () => {
  it('accepts an empty id (no tag manager) and GTM container ids only', () => {
    expect(parseGtmId(undefined)).toBe('');
    expect(parseGtmId(' GTM-ABC1234 ')).toBe('GTM-ABC1234');
    expect(() => parseGtmId('UA-1234')).toThrow(/GTM-/);
  });
});

describe('parseDemoCredentials', () => {
  it('reads the demo hint only when it is complete', () => {
    const demo = { accountSid: 'AC1', authToken: 't', apiKeySid: 'SK1', apiKeySecret: 's' };
    expect(parseDemoCredentials(JSON.stringify(demo))).toEqual(demo);
    expect(parseDemoCredentials(JSON.stringify({ accountSid: 'AC1' }))).toBeNull();
    expect(parseDemoCredentials('{broken')).toBeNull();
    expect(parseDemoCredentials(undefined)).toBeNull();
  });
});

describe('env in tests', () => {
  it('uses the production provider and the default sub-path', () => {
    expect(env.apiBaseUrl).toBe('https://api.twilio.com');
    expect(env.basePath).toBe('/sms-web-client/');
    expect(env.gtmId).toBe('');
    expect(env.demoCredentials).toBeNull();
  });
});
