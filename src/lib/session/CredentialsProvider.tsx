import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Credentials } from '../twilio/credentials';
import { CredentialsContext } from './credentialsContext';
import { clearStoredCredentials, readStoredCredentials, writeStoredCredentials } from './credentialsStorage';

export function CredentialsProvider({ children }: { children: ReactNode }) {
  const [credentials, setCredentials] = useState<Credentials | null>(readStoredCredentials);

  const signIn = useCallback((next: Credentials) => {
    writeStoredCredentials(next);
    setCredentials(next);
  }, []);

  const forgetCredentials = useCallback(() => {
    clearStoredCredentials();
    setCredentials(null);
  }, []);

  const value = useMemo(
    () => ({ credentials, signIn, forgetCredentials }),
    [credentials, signIn, forgetCredentials],
  );
  return <CredentialsContext.Provider value={value}>{children}</CredentialsContext.Provider>;
}
