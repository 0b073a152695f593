import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shownFriendlyName } from './shownFriendlyName';
import { phoneNumbersQuery } from '../../../lib/accountNumbers/phoneNumbersQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/** The friendly name of one of the account's numbers worth showing beside it, or null. */
export function useNumberName(phoneNumber: string): string | null {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...phoneNumbersQuery(credentials, queryClient),
    select: (numbers) => shownFriendlyName(numbers.friendlyNames[phoneNumber]),
  });
  return data ?? null;
}
