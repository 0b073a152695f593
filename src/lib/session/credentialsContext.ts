import { createContext } from 'react';
import type { Credentials } from '../twilio/credentials';
import type { ShownAccount } from './credentialsStorage';

export interface CredentialsContextValue {
  /**
   * The credentials of the account shown: the signed-in one, or a subaccount with its own Auth Token.
   * Every read and send uses these. null means signed out.
   */
  credentials: Credentials | null;
  /** What the person signed in with; only the account switcher needs it. */
  signedInCredentials: Credentials | null;
  /** The subaccount shown instead of the signed-in account (its SID and name), or null. */
  shownSubaccount: { accountSid: string; name: string } | null;
  /** Shows a subaccount, or (null) the signed-in account again. */
  showAccount(account: ShownAccount | null): void;
  /** The person signed out in this page, rather than arriving signed out. */
  signedOutHere: boolean;
  signIn(credentials: Credentials): void;
  /** Only the credentials: signing out is `useSignOut`, which forgets the account's data too. */
  forgetCredentials(): void;
}

export const CredentialsContext = createContext<CredentialsContextValue | null>(null);
