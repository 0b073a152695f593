import { useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { Credentials } from '../twilio/credentials';
import { CredentialsContext } from './credentialsContext';
import {
  clearStoredCredentials,
  readShownAccount,
  readStoredCredentials,
  writeShownAccount,
  writeStoredCredentials,
  type ShownAccount,
} from './credentialsStorage';

type SetCredentials = Dispatch<SetStateAction<Credentials | null>>;
type SetShown = Dispatch<SetStateAction<ShownAccount | null>>;
type SetFlag = Dispatch<SetStateAction<boolean>>;

/**
 * Made outside the component on purpose: closures of one call share one scope in V8, so made inside, these
 * long-lived callbacks would keep that render's `credentials` reachable after sign-out (docs/decisions/0025).
 */
function sessionActions(setCredentials: SetCredentials, setShown: SetShown, setSignedOutHere: SetFlag) {
  return {
    signIn(next: Credentials) {
      writeStoredCredentials(next);
      setCredentials(next);
      setShown(null);
      setSignedOutHere(false);
    },
    forgetCredentials() {
      clearStoredCredentials();
      setCredentials(null);
      setShown(null);
      setSignedOutHere(true);
    },
    showAccount(account: ShownAccount | null) {
      writeShownAccount(account);
      setShown(account);
    },
  };
}

/** Only an Auth Token sign-in reaches subaccounts; a stored one left beside other credentials is ignored. */
function initialShown(): ShownAccount | null {
  return readStoredCredentials()?.type === 'auth-token' ? readShownAccount() : null;
}

export function CredentialsProvider({ children }: { children: ReactNode }) {
  const [signedIn, setCredentials] = useState<Credentials | null>(readStoredCredentials);
  const [shown, setShown] = useState<ShownAccount | null>(initialShown);
  const [signedOutHere, setSignedOutHere] = useState(false);
  const [actions] = useState(() => sessionActions(setCredentials, setShown, setSignedOutHere));

  const value = useMemo(() => {
    const subaccount = signedIn?.type === 'auth-token' && shown !== null ? shown : null;
    return {
      credentials:
        signedIn && subaccount
          ? { ...signedIn, accountSid: subaccount.accountSid, authToken: subaccount.authToken }
          : signedIn,
      signedInCredentials: signedIn,
      shownSubaccount: subaccount && { accountSid: subaccount.accountSid, name: subaccount.name },
      signedOutHere,
      ...actions,
    };
  }, [signedIn, shown, signedOutHere, actions]);
  return <CredentialsContext.Provider value={value}>{children}</CredentialsContext.Provider>;
}
