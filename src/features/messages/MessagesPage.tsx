import { RequireAccount } from '../../lib/session/RequireAccount';
import { MessagesContent } from './MessagesContent';
import { MessagesQueryProvider } from './queries/MessagesQueryProvider';

/** Route /phone-numbers (lazily loaded by the app). Without a stored account id: off to /authentication. */
export function MessagesPage() {
  return (
    <RequireAccount>
      <MessagesQueryProvider>
        <MessagesContent />
      </MessagesQueryProvider>
    </RequireAccount>
  );
}
