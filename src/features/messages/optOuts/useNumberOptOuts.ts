import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLiveState } from '../live/useLiveState';
import { byTimeThenSid } from '../queries/messageOrder';
import { messagesQuery } from '../queries/messagesQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { keywordOf, optOutsIn, type OptOuts } from './optOuts';

/**
 * The opt-outs of the people who wrote to `phoneNumber`, from its list and what live updates brought since:
 * what the Composer warns about. Reads what is loaded; asks the provider for nothing.
 */
export function useNumberOptOuts(phoneNumber: string): OptOuts {
  const credentials = useSignedInCredentials();
  const listed = useQuery({ ...messagesQuery(credentials, phoneNumber), enabled: false }).data?.messages;
  const live = useLiveState().messages;
  // Only keywords decide, and they are few: these are put in order, not every message at each poll.
  return useMemo(
    () =>
      optOutsIn(
        [...live, ...(listed ?? [])].filter((message) => keywordOf(message) !== null).sort(byTimeThenSid),
      ),
    [live, listed],
  );
}
