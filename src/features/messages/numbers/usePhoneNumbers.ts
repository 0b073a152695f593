import { useQuery, useQueryClient } from '@tanstack/react-query';
import { phoneNumbersQuery } from '../../../lib/accountNumbers/phoneNumbersQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/** Every SMS-capable number of the account, read page by page, with the numbers found so far. */
export function usePhoneNumbers() {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  return useQuery(phoneNumbersQuery(credentials, queryClient));
}
