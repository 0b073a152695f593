import { useContext, useEffect, useState } from 'react';
import { phoneNumbersKey, type PhoneNumbersData } from '../../../lib/accountNumbers/phoneNumbersKey';
import { QueryClientSlotContext } from '../../../lib/query/queryClientSlot';
import { loadTwilioApi } from '../../../lib/twilio/loadTwilioApi';
import type { Credentials } from '../../../lib/twilio/credentials';

export type AccountNumbers =
  { state: 'known'; numbers: readonly string[] } | { state: 'reading' } | { state: 'failed' };

/**
 * The account's SMS numbers once `wanted`: the Messages page's copy when it read them this session, else
 * read from the provider then. Without TanStack Query, which the Contacts page does not otherwise need.
 */
export function useAccountNumbers(credentials: Credentials, wanted: boolean): AccountNumbers {
  const slot = useContext(QueryClientSlotContext);
  const [read, setRead] = useState<AccountNumbers>(() => {
    const cached = slot?.client?.getQueryData<PhoneNumbersData>(phoneNumbersKey(credentials.accountSid));
    return cached?.complete ? { state: 'known', numbers: cached.numbers } : { state: 'reading' };
  });
  const needed = wanted && read.state === 'reading';
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    loadTwilioApi()
      .then((api) => api.listSmsPhoneNumbers(credentials, { signal: controller.signal }))
      .then(
        (listing) => setRead({ state: 'known', numbers: listing.numbers }),
        () => {
          if (!controller.signal.aborted) setRead({ state: 'failed' });
        },
      );
    return () => controller.abort();
  }, [needed, credentials]);
  return read;
}
