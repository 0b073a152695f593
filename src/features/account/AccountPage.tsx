import { AppQueryClientProvider } from '../../lib/query/AppQueryClientProvider';
import { useCredentials } from '../../lib/session/useCredentials';
import { AccountsSection } from './accounts/AccountsSection';
import { ThisMonth } from './thisMonth/ThisMonth';

/** The account as a whole: which one is shown, and what this month cost (docs/product.md#account). */
export function AccountPage() {
  const { credentials, signedInCredentials } = useCredentials();
  // The route asks for an account first (RequireAccount).
  if (credentials === null || signedInCredentials === null) return null;
  return (
    <AppQueryClientProvider>
      <AccountsSection signedIn={signedInCredentials} />
      <ThisMonth key={credentials.accountSid} credentials={credentials} />
    </AppQueryClientProvider>
  );
}
