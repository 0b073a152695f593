import { useQuery } from '@tanstack/react-query';
import { messagingServicesQuery } from '../../../lib/messagingServices/messagingServicesQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/** The account's Messaging Services, read once `enabled` (and kept after). */
export function useMessagingServices(enabled: boolean) {
  const credentials = useSignedInCredentials();
  return useQuery({ ...messagingServicesQuery(credentials), enabled });
}
