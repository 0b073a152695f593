import { useCredentials } from '../../../lib/session/useCredentials';
import type { Credentials } from '../../../lib/twilio/credentials';

/** The credentials of the person on the Messages page, which `RequireAccount` guarantees exist. */
export function useSignedInCredentials(): Credentials {
  const { credentials } = useCredentials();
  if (credentials === null) throw new Error('The messages feature needs a signed-in account');
  return credentials;
}
