/**
 * Credentials in sessionStorage (never localStorage): kept across a reload, gone with the tab. A corrupt
 * or hand-edited value read back counts as signed out.
 */
import { isOneOf, stringFields } from '../checks/plainValues';
import type { Credentials } from '../twilio/credentials';

export const CREDENTIALS_STORAGE_KEY = 'sms-web-client.credentials';

const CREDENTIAL_FIELDS = ['accountSid', 'authToken', 'apiKey', 'apiSecret'] as const;
const CREDENTIAL_TYPES = ['', 'auth-token', 'api-key'] as const;

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
    const stored: unknown = JSON.parse(raw);
    const fields = stringFields(stored, CREDENTIAL_FIELDS);
    const type = (stored as { type?: unknown } | null)?.type;
    if (fields === null || fields.accountSid === '' || !isOneOf(CREDENTIAL_TYPES, type)) return null;
    return { ...fields, type };
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
