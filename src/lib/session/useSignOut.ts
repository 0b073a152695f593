import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { QueryClientSlotContext } from '../query/queryClientSlot';
import { useCredentials } from './useCredentials';

/**
 * Signing out, the one way every sign-out path takes: to the sign-in screen, and nothing of the account
 * left behind for the next person at a shared computer — not its credentials, not its cached numbers,
 * messages and media.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { forgetCredentials } = useCredentials();
  const queryClientSlot = useContext(QueryClientSlotContext);

  return useCallback(() => {
    // Leaving the Messages page unmounts its media, and each image revokes its object URL as it goes
    // (useObjectUrl); the cache below held the only other copy of the bytes.
    navigate(ROUTES.authentication);
    forgetCredentials();
    // Also cancels what is still loading, so no answer for the old account lands in the cache later.
    queryClientSlot?.client?.clear();
  }, [navigate, forgetCredentials, queryClientSlot]);
}
