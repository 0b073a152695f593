import { MessagesContent } from './MessagesContent';
import { AppQueryClientProvider } from '../../lib/query/AppQueryClientProvider';

/**
 * Route /phone-numbers, lazily loaded by the app behind its `RequireAccount` guard (so a signed-out
 * visitor is sent to /authentication before this chunk is even downloaded).
 */
export function MessagesPage() {
  return (
    <AppQueryClientProvider>
      <MessagesContent />
    </AppQueryClientProvider>
  );
}
