import { createContext } from 'react';
import type { Credentials } from '../twilio/credentials';

export interface CredentialsContextValue {
  /** null means signed out. */
  credentials: Credentials | null;
  signIn(credentials: Credentials): void;
  signOut(): void;
}

export const CredentialsContext = createContext<CredentialsContextValue | null>(null);
