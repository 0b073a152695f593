import type { History } from './useHistory';
import { OlderMessagesControls } from './OlderMessagesControls';

/**
 * Older history for conversations, read only when asked: a page seldom adds a row, so reading on sight
 * (as the list's footer does) would go on page after page while the end stays in view.
 */
export function OlderMessagesButton({ history }: { history: History }) {
  if (!history.hasOlder) return null;
  return (
    <div className="my-3">
      <OlderMessagesControls history={history} small />
    </div>
  );
}
