import { useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { Credentials } from '../twilio/credentials';
import { CredentialsContext } from './credentialsContext';
import { clearStoredCredentials, readStoredCredentials, writeStoredCredentials } from './credentialsStorage';

type SetCredentials = Dispatch<SetStateAction<Credentials | null>>;

/**
 * Sign-in and forgetting, made outside the component on purpose. Closures made in one call of a function
 * share one scope in V8: made inside the component, these long-lived callbacks would keep that render's
 * `credentials` (captured by the memo beside them) reachable after sign-out (docs/decisions/0025).
 */
function sessionActions(setCredentials: SetCredentials) {
  return {
    signIn(next: Credentials) {
      writeStoredCredentials(next);
      setCredentials(next);
    },
    forgetCredentials() {
      clearStoredCredentials();
      setCredentials(null);
    },
  };
}

export function CredentialsProvider({ children }: { children: ReactNode }) {
  const [credentials, setCredentials] = useState<Credentials | null>(readStoredCredentials);
  const [actions] = useState(() => sessionActions(setCredentials));

  const value = useMemo(() => ({ credentials, ...actions }), [credentials, actions]);
  return <CredentialsContext.Provider value={value}>{children}</CredentialsContext.Provider>;
}
