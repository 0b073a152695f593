import { describe, expect, it } from 'vitest';
import {
  clearStoredCredentials,
  CREDENTIALS_STORAGE_KEY,
  readStoredCredentials,
  writeStoredCredentials,
} from './credentialsStorage';

const credentials = {
  accountSid: 'AC1',
  authToken: 'token',
  apiKey: '',
  apiSecret: '',
  type: 'auth-token' as const,
};

describe('credentials storage', () => {
  it('keeps credentials in sessionStorage only', () => {
    writeStoredCredentials(credentials);
    expect(readStoredCredentials()).toEqual(credentials);
    expect(window.sessionStorage.getItem(CREDENTIALS_STORAGE_KEY)).not.toBeNull();
    expect(window.localStorage.length).toBe(0);
    clearStoredCredentials();
    expect(readStoredCredentials()).toBeNull();
  });

  it.each([
    ['not JSON', '{"accountSid":'],
    ['a wrong type', JSON.stringify({ ...credentials, type: 'admin' })],
    ['a missing field', JSON.stringify({ accountSid: 'AC1', type: 'auth-token' })],
    ['an empty account id', JSON.stringify({ ...credentials, accountSid: '' })],
    ['a number', '42'],
    ['null', 'null'],
  ])('treats %s as signed out', (_, raw) => {
    window.sessionStorage.setItem(CREDENTIALS_STORAGE_KEY, raw);
    expect(readStoredCredentials()).toBeNull();
  });
});
