import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { listSmsPhoneNumbers, type CutShort, type PhoneNumbersProgress } from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import { messagesKeys } from '../queries/messagesKeys';

export interface PhoneNumbersData {
  /** SMS-capable numbers, sorted; while `complete` is false, the ones found on the pages read so far. */
  numbers: string[];
  /** The provider's friendly name of each number that has one ('Support line'). */
  friendlyNames: Record<string, string>;
  /** Numbers of the account that are not offered: they cannot send SMS, or do not say whether they can. */
  withoutSms: string[];
  smsUnknown: string[];
  /** Numbers the provider listed that could not be read (not offered). */
  unreadable: number;
  pagesRead: number;
  complete: boolean;
  /** Why the listing stopped before the provider's last page (the page says so); null when it did not. */
  cutShort: CutShort | null;
  /** While incomplete: where a retry goes on from (the next page's address and what was read). */
  progress?: PhoneNumbersProgress;
}

/** Every SMS-capable number of the account, read page by page; each page is in the cache as it arrives. */
export function phoneNumbersQuery(credentials: Credentials, queryClient: QueryClient) {
  const options = queryOptions({
    queryKey: messagesKeys.phoneNumbers(credentials.accountSid),
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
            numbers: progress.numbers,
            friendlyNames: progress.friendlyNames,
            withoutSms: progress.withoutSms,
            smsUnknown: progress.smsUnknown,
            unreadable: progress.unreadable,
            pagesRead: progress.pagesRead,
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
