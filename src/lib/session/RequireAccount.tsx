import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { useCredentials } from './useCredentials';

/** The Messages page needs a stored account id; without one the person is sent to sign in. */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { credentials } = useCredentials();
  if (!credentials?.accountSid) return <Navigate to={ROUTES.authentication} replace />;
  return <>{children}</>;
}
