import { describe, expect, it } from 'vitest';
import { isSignInPath, routerBasename } from './routes';

describe('routerBasename', () => {
  it('drops the trailing slash React Router does not want, keeping the root as /', () => {
    expect(routerBasename('/sms-web-client/')).toBe('/sms-web-client');
    expect(routerBasename('/x/')).toBe('/x');
    expect(routerBasename('/')).toBe('/');
  });
});

describe('isSignInPath', () => {
  it('counts the chooser and both forms, with or without a trailing slash, and nothing else', () => {
    expect(isSignInPath('/')).toBe(true);
    expect(isSignInPath('/authentication')).toBe(true);
    expect(isSignInPath('/authentication-token/')).toBe(true);
    expect(isSignInPath('/authentication-api-key')).toBe(true);
    expect(isSignInPath('/phone-numbers')).toBe(false);
    expect(isSignInPath('/authentication/extra')).toBe(false);
  });
});
