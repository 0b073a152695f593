/**
 * Credentials in sessionStorage (never localStorage): kept across a reload, gone with the tab. A corrupt
 * or hand-edited value read back counts as signed out. Beside them, the subaccount shown, if any.
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

/** A new sign-in starts on its own account: a subaccount shown before goes. */
export function writeStoredCredentials(credentials: Credentials): void {
  storage()?.setItem(CREDENTIALS_STORAGE_KEY, JSON.stringify(credentials));
  storage()?.removeItem(SHOWN_ACCOUNT_STORAGE_KEY);
}

export function clearStoredCredentials(): void {
  storage()?.removeItem(CREDENTIALS_STORAGE_KEY);
  storage()?.removeItem(SHOWN_ACCOUNT_STORAGE_KEY);
}

/** A subaccount shown instead of the signed-in account, with its own Auth Token (decision 0065). */
export interface ShownAccount {
  accountSid: string;
  authToken: string;
  name: string;
}

export const SHOWN_ACCOUNT_STORAGE_KEY = 'sms-web-client.shown-account';

export function readShownAccount(): ShownAccount | null {
  const raw = storage()?.getItem(SHOWN_ACCOUNT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const fields = stringFields(JSON.parse(raw), ['accountSid', 'authToken', 'name'] as const);
    return fields === null || fields.accountSid === '' || fields.authToken === '' ? null : fields;
  } catch {
    return null;
  }
}

/** Null goes back to the signed-in account. */
export function writeShownAccount(account: ShownAccount | null): void {
  if (account === null) storage()?.removeItem(SHOWN_ACCOUNT_STORAGE_KEY);
  else storage()?.setItem(SHOWN_ACCOUNT_STORAGE_KEY, JSON.stringify(account));
}
