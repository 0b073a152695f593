import { describe, expect, it } from 'vitest';
import { basicAuthFor, type Credentials } from './credentials';

const typed: Credentials = {
  accountSid: 'AC123',
  authToken: 'token',
  apiKey: 'SK456',
  apiSecret: 'secret',
  type: 'auth-token',
};

describe('basicAuthFor', () => {
  it('uses the account id and auth token for the auth-token type', () => {
    expect(basicAuthFor({ ...typed, type: 'auth-token' })).toEqual({ username: 'AC123', password: 'token' });
  });

  it('uses the API key and secret for the api-key type', () => {
    expect(basicAuthFor({ ...typed, type: 'api-key' })).toEqual({ username: 'SK456', password: 'secret' });
  });

  it('gives empty credentials for any other type', () => {
    expect(basicAuthFor({ ...typed, type: '' })).toEqual({ username: '', password: '' });
    expect(basicAuthFor({ ...typed, type: 'oauth' as Credentials['type'] })).toEqual({
      username: '',
      password: '',
    });
  });
});
