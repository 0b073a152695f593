import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import type { ReturnToState } from './returnTo';
import { useCredentials } from './useCredentials';

/**
 * Without an account the person is sent to sign in and comes back to the address they asked for
 * (returnTo.ts); after a sign-out, the next person at the computer starts on the plain page.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { credentials, signedOutHere } = useCredentials();
  const { pathname, search } = useLocation();
  if (!credentials?.accountSid) {
    const state: ReturnToState | undefined = signedOutHere ? undefined : { returnTo: `${pathname}${search}` };
    return <Navigate to={ROUTES.authentication} replace state={state} />;
  }
  return <>{children}</>;
}
