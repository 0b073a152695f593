import { useQuery } from '@tanstack/react-query';
import { mediaQuery } from './mediaQueries';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/** The media of one message (`mediaQuery`), looked up once its card is on screen (`enabled`). */
export function useMedia(messageSid: string, enabled: boolean) {
  const credentials = useSignedInCredentials();
  return useQuery({ ...mediaQuery(credentials, messageSid), enabled });
}
