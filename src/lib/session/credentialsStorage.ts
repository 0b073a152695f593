/**
 * Credentials in sessionStorage (never localStorage): kept across a reload, gone with the tab. A corrupt
 * or hand-edited value read back counts as signed out.
 */
import * as v from 'valibot';
import type { Credentials } from '../twilio/credentials';

export const CREDENTIALS_STORAGE_KEY = 'sms-web-client.credentials';

const StoredCredentialsSchema = v.object({
  accountSid: v.string(),
  authToken: v.string(),
  apiKey: v.string(),
  apiSecret: v.string(),
  type: v.picklist(['', 'auth-token', 'api-key']),
});

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings.
    return null;
  }
}

export function readStoredCredentials(): Credentials | null {
  const raw = storage()?.getItem(CREDENTIALS_STORAGE_KEY);
  if (!raw) return null;
  try {
    const result = v.safeParse(StoredCredentialsSchema, JSON.parse(raw));
    if (!result.success || result.output.accountSid === '') return null;
    return result.output;
  } catch {
    return null;
  }
}

export function writeStoredCredentials(credentials: Credentials): void {
  storage()?.setItem(CREDENTIALS_STORAGE_KEY, JSON.stringify(credentials));
}

export function clearStoredCredentials(): void {
  storage()?.removeItem(CREDENTIALS_STORAGE_KEY);
}
