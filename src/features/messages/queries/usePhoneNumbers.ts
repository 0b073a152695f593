import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listSmsPhoneNumbers } from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import { messagesKeys } from './messagesKeys';
import { fetchOnce } from './fetchOnce';
import { useSignedInCredentials } from './useSignedInCredentials';

export interface PhoneNumbersData {
  /** SMS-capable numbers, sorted; while `complete` is false, the ones found on the pages read so far. */
  numbers: string[];
  complete: boolean;
  /** While incomplete: the next page to read, where a retry goes on from. */
  nextPage?: number;
}

function phoneNumbersQuery(credentials: Credentials, queryClient: QueryClient) {
  const options = queryOptions({
    queryKey: messagesKeys.phoneNumbers(credentials.accountSid),
    queryFn: async ({ signal }): Promise<PhoneNumbersData> => {
      // A retry after a failed page goes on from the pages already read instead of starting again.
      const partial = queryClient.getQueryData(options.queryKey);
      const resumeFrom =
        partial && !partial.complete && partial.nextPage !== undefined
          ? { numbers: partial.numbers, nextPage: partial.nextPage }
          : undefined;
      const numbers = await listSmsPhoneNumbers(credentials, {
        signal,
        resumeFrom,
        // Each page is put in the cache at once so the dropdown offers what has arrived.
        onPage: (progress) => queryClient.setQueryData(options.queryKey, { ...progress, complete: false }),
      });
      return { numbers, complete: true };
    },
    // Once per session (spec §4: only while the list is empty and no error has occurred).
    staleTime: Infinity,
    gcTime: Infinity,
    ...fetchOnce,
  });
  return options;
}

/** Every SMS-capable number of the account, read page by page, with the numbers found so far. */
export function usePhoneNumbers() {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  return useQuery(phoneNumbersQuery(credentials, queryClient));
}
