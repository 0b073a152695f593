import { createContext } from 'react';
import type { Credentials } from '../twilio/credentials';

export interface CredentialsContextValue {
  /** null means signed out. */
  credentials: Credentials | null;
  /** The person signed out in this page, rather than arriving signed out. */
  signedOutHere: boolean;
  signIn(credentials: Credentials): void;
  /** Only the credentials: signing out is `useSignOut`, which forgets the account's data too. */
  forgetCredentials(): void;
}

export const CredentialsContext = createContext<CredentialsContextValue | null>(null);
