import { useMutation } from '@tanstack/react-query';
import { useCredentials } from '../../../lib/session/useCredentials';
import { subaccountCredentials, type AccountSummary } from '../../../lib/twilio/accounts';
import type { Credentials } from '../../../lib/twilio/credentials';

/**
 * Shows `account` everywhere in the app: the signed-in one at once, a subaccount once its own Auth Token
 * is read (decision 0065). The token goes to the session, not into the mutation's result.
 */
export function useShowAccount(signedIn: Credentials) {
  const { showAccount } = useCredentials();
  return useMutation({
    mutationFn: async (account: AccountSummary): Promise<void> => {
      if (account.isMain) {
        showAccount(null);
        return;
      }
      const { accountSid, authToken } = await subaccountCredentials(signedIn, account.sid);
      showAccount({ accountSid, authToken, name: account.name });
    },
  });
}
