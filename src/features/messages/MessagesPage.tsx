import { MessagesContent } from './MessagesContent';
import { MessagesQueryProvider } from './queries/MessagesQueryProvider';

/**
 * Route /phone-numbers, lazily loaded by the app behind its `RequireAccount` guard (so a signed-out
 * visitor is sent to /authentication before this chunk is even downloaded).
 */
export function MessagesPage() {
  return (
    <MessagesQueryProvider>
      <MessagesContent />
    </MessagesQueryProvider>
  );
}
