import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { foundSoFar, listSmsPhoneNumbers } from '../twilio/api';
import type { Credentials } from '../twilio/credentials';
import { phoneNumbersKey, type PhoneNumbersData } from './phoneNumbersKey';

/**
 * Every SMS-capable number of the account, read page by page; each page is in the cache as it arrives. The
 * Messages page lists them; the Contacts page reads national numbers as their country's.
 */
export function phoneNumbersQuery(credentials: Credentials, queryClient: QueryClient) {
  const options = queryOptions({
    queryKey: phoneNumbersKey(credentials.accountSid),
    queryFn: async ({ signal }): Promise<PhoneNumbersData> => {
      // A retry after a failed page goes on from the pages already read instead of starting again.
      const partial = queryClient.getQueryData(options.queryKey);
      const resumeFrom = partial && !partial.complete ? partial.progress : undefined;
      const listing = await listSmsPhoneNumbers(credentials, {
        signal,
        resumeFrom,
        // Each page is put in the cache at once so the dropdown offers what has arrived.
        onPage: (progress) =>
          queryClient.setQueryData(options.queryKey, {
            ...foundSoFar(progress),
            complete: false,
            cutShort: null,
            progress,
          }),
      });
      return { ...listing, complete: true };
    },
    // Once per session (docs/product.md#provider-calls: only while the list is empty and no error has occurred); the page's
    // 'Try again' after an error is the person asking, and goes on from the page that failed.
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return options;
}
