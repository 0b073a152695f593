import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mergeBySid } from '../live/liveState';
import { useLiveState } from '../live/useLiveState';
import { messagesQuery } from '../queries/messagesQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { optOutsIn, type OptOuts } from './optOuts';

/**
 * The opt-outs of the people who wrote to `phoneNumber`, from its list and what live updates brought since:
 * what the Composer warns about. Reads what is loaded; asks the provider for nothing.
 */
export function useNumberOptOuts(phoneNumber: string): OptOuts {
  const credentials = useSignedInCredentials();
  const listed = useQuery({ ...messagesQuery(credentials, phoneNumber), enabled: false }).data?.messages;
  const live = useLiveState().messages;
  return useMemo(() => optOutsIn(mergeBySid(live, listed ?? [])), [live, listed]);
}
