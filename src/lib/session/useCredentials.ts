import { useContext } from 'react';
import { CredentialsContext, type CredentialsContextValue } from './credentialsContext';

export function useCredentials(): CredentialsContextValue {
  const value = useContext(CredentialsContext);
  if (value === null) throw new Error('useCredentials must be used inside <CredentialsProvider>');
  return value;
}
