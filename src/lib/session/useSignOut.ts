import { useCallback, useContext } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../config/routes';
import { QueryClientSlotContext } from '../query/queryClientSlot';
import { forgetRequestTimings } from './forgetRequestTimings';
import { useCredentials } from './useCredentials';

/**
 * Empties the cache so that nothing of the account stays reachable — not its data, and not the query and
 * mutation functions that close over its credentials. `clear()` alone is not enough: a mutation taken out
 * of the cache keeps its garbage-collection timer (gcTime, 5 minutes), and the timer keeps the mutation.
 */
function forgetServerState(client: QueryClient): void {
  const queries = client.getQueryCache().getAll();
  const mutations = client.getMutationCache().getAll();
  // Also cancels what is still loading, so no answer for the old account lands in the cache later.
  client.clear();
  for (const mutation of mutations) mutation.destroy();
  // A query out of the cache can still be reachable: each fetch gives its function's context a `signal`
  // getter that closes over the query, and V8 may keep that getter in a hidden class for the rest of the
  // page's life. So no query keeps its function, which closes over the credentials.
  for (const query of queries) query.setOptions({ queryKey: query.queryKey });
}

/**
 * Signing out, the one way every sign-out path takes: to the sign-in screen, and nothing of the account
 * left behind for the next person at a shared computer — not its credentials, not its cached numbers,
 * messages and media, not a copy of the credentials in the page's memory (docs/decisions/0025), and not
 * the URLs of its requests in the performance timeline (docs/decisions/0046).
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { forgetCredentials } = useCredentials();
  const queryClientSlot = useContext(QueryClientSlotContext);

  return useCallback(() => {
    // Leaving the Messages page unmounts its media, and each image revokes its object URL as it goes
    // (useObjectUrl); the cache below held the only other copy of the bytes.
    navigate(ROUTES.authentication);
    // The page goes now (the route guard drops it once the credentials are gone), not in the navigation's
    // transition later: a query whose last observer leaves after the cache was cleared schedules its own
    // garbage-collection timer, which would keep its function and the credentials for gcTime.
    flushSync(forgetCredentials);
    if (queryClientSlot?.client) forgetServerState(queryClientSlot.client);
    forgetRequestTimings();
  }, [navigate, forgetCredentials, queryClientSlot]);
}
