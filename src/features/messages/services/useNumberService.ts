import { serviceOfNumber } from '../../../lib/messagingServices/serviceOfNumber';
import type { MessagingService } from '../../../lib/twilio/models';
import { useMessagingServices } from './useMessagingServices';

/** Where the chosen number stands with the account's Messaging Services. */
export type NumberService =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retrying: boolean; retry: () => void }
  | { state: 'known'; service: MessagingService | null };

/** The Messaging Service `phoneNumber` is in (null: none), once the services are read (from `enabled`). */
export function useNumberService(phoneNumber: string, enabled: boolean): NumberService {
  const services = useMessagingServices(enabled);
  if (services.isError) {
    return {
      state: 'failed',
      error: services.error,
      retrying: services.isFetching,
      retry: () => void services.refetch(),
    };
  }
  if (services.data === undefined) return { state: 'loading' };
  return { state: 'known', service: serviceOfNumber(services.data, phoneNumber) };
}
