import { useCallback, useContext } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../config/routes';
import { QueryClientSlotContext } from '../query/queryClientSlot';
import { forgetRequestTimings } from './forgetRequestTimings';
import { useCredentials } from './useCredentials';

/**
 * Leaves nothing of the account reachable: not its data, nor the query and mutation functions that close
 * over its credentials. `clear()` alone is not enough: a removed mutation's gcTime timer keeps it.
 */
function forgetServerState(client: QueryClient): void {
  const queries = client.getQueryCache().getAll();
  const mutations = client.getMutationCache().getAll();
  // Also cancels what is still loading, so no answer for the old account lands in the cache later.
  client.clear();
  for (const mutation of mutations) mutation.destroy();
  // A removed query can stay reachable (V8 may keep its context's `signal` getter in a hidden class), so
  // none may keep its function, which closes over the credentials.
  for (const query of queries) query.setOptions({ queryKey: query.queryKey });
}

/**
 * Every sign-out path: to the sign-in screen, leaving nothing of the account for the next person at a
 * shared computer — credentials, cached data, copies in memory (docs/decisions/0025), request URLs in the
 * performance timeline (docs/decisions/0046).
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { forgetCredentials } = useCredentials();
  const queryClientSlot = useContext(QueryClientSlotContext);

  return useCallback(() => {
    // Leaving the page unmounts its images, which revoke their object URLs; the cache held the other copy.
    navigate(ROUTES.authentication);
    // The page goes now, not in the navigation's transition: a query whose last observer left after the
    // clear would start a gcTime timer that keeps its function, and the credentials, alive.
    flushSync(forgetCredentials);
    if (queryClientSlot?.client) forgetServerState(queryClientSlot.client);
    forgetRequestTimings();
  }, [navigate, forgetCredentials, queryClientSlot]);
}
