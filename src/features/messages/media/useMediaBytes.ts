import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaFile } from '../../../lib/twilio/models';
import { mediaBytesQuery } from './mediaQueries';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/** The bytes of one media file, fetched with the credentials (`mediaBytesQuery`). */
export function useMediaBytes(file: MediaFile) {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  return useQuery(mediaBytesQuery(credentials, file, queryClient));
}
