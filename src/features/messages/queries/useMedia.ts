import { useQuery } from '@tanstack/react-query';
import { listMediaFiles } from '../../../lib/twilio/api';
import { messagesKeys } from './messagesKeys';
import { fetchOnce } from './fetchOnce';
import { useSignedInCredentials } from './useSignedInCredentials';

/** The media of one message, looked up once per message id for the session (spec §4). */
export function useMedia(messageSid: string, enabled: boolean) {
  const credentials = useSignedInCredentials();
  return useQuery({
    queryKey: messagesKeys.media(credentials.accountSid, messageSid),
    // The files that can be shown, and how many items could not be read (the card says so).
    queryFn: ({ signal }) => listMediaFiles(credentials, messageSid, signal),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    ...fetchOnce,
  });
}
