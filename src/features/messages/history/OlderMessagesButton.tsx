import { BusyButton } from '../../../components/BusyButton';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import type { History } from './useHistory';

/**
 * Older history for conversations, read only when asked: a page seldom adds a row, so reading on sight
 * (as the list's footer does) would go on page after page while the end stays in view.
 */
export function OlderMessagesButton({ history }: { history: History }) {
  const { hasOlder, isLoadingOlder, olderError, loadOlder } = history;
  if (!hasOlder) return null;
  return (
    <div className="my-3">
      {olderError !== null && (
        <p role="alert" className="text-danger small mb-2">
          Could not load older messages. {errorNameAndMessage(olderError)}
        </p>
      )}
      <BusyButton className="btn btn-outline-secondary btn-sm" busy={isLoadingOlder} onClick={loadOlder}>
        {isLoadingOlder ? 'Loading older messages...' : 'Load older messages'}
      </BusyButton>
    </div>
  );
}
