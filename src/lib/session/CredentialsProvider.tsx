import { useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { Credentials } from '../twilio/credentials';
import { CredentialsContext } from './credentialsContext';
import { clearStoredCredentials, readStoredCredentials, writeStoredCredentials } from './credentialsStorage';

type SetCredentials = Dispatch<SetStateAction<Credentials | null>>;
type SetFlag = Dispatch<SetStateAction<boolean>>;

/**
 * Made outside the component on purpose: closures of one call share one scope in V8, so made inside, these
 * long-lived callbacks would keep that render's `credentials` reachable after sign-out (docs/decisions/0025).
 */
function sessionActions(setCredentials: SetCredentials, setSignedOutHere: SetFlag) {
  return {
    signIn(next: Credentials) {
      writeStoredCredentials(next);
      setCredentials(next);
      setSignedOutHere(false);
    },
    forgetCredentials() {
      clearStoredCredentials();
      setCredentials(null);
      setSignedOutHere(true);
    },
  };
}

export function CredentialsProvider({ children }: { children: ReactNode }) {
  const [credentials, setCredentials] = useState<Credentials | null>(readStoredCredentials);
  const [signedOutHere, setSignedOutHere] = useState(false);
  const [actions] = useState(() => sessionActions(setCredentials, setSignedOutHere));

  const value = useMemo(
    () => ({ credentials, signedOutHere, ...actions }),
    [credentials, signedOutHere, actions],
  );
  return <CredentialsContext.Provider value={value}>{children}</CredentialsContext.Provider>;
}
