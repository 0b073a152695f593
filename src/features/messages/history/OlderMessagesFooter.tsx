import { useEffect, useRef } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import type { History } from './useHistory';
import { useNearViewport } from '../../../lib/viewport/useNearViewport';

export interface OlderMessagesFooterProps {
  history: History;
}

/**
 * The end of a list: older messages load by themselves as the person scrolls near it, and with a button
 * for keyboard users (and browsers without IntersectionObserver). A failure says why and keeps the button.
 */
export function OlderMessagesFooter({ history }: OlderMessagesFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sentinel);
  const { hasOlder, isLoadingOlder, olderError, loadOlder, messages } = history;

  // Again after each page while the end is still in sight: a page can bring nothing that may be shown yet.
  useEffect(() => {
    if (near && hasOlder && !isLoadingOlder && olderError === null) loadOlder();
  }, [near, hasOlder, isLoadingOlder, olderError, loadOlder, messages.length]);

  return (
    <div ref={sentinel} className="mb-4">
      {history.cutShort && (
        <p className="text-body-secondary small">
          The provider offered the next page of this history on another address, which is never followed;
          older messages are not shown.
        </p>
      )}
      {olderError !== null && (
        <p role="alert" className="text-danger small mb-2">
          Could not load older messages. {errorNameAndMessage(olderError)}
        </p>
      )}
      {hasOlder ? (
        <BusyButton className="btn btn-outline-secondary" busy={isLoadingOlder} onClick={loadOlder}>
          {isLoadingOlder ? 'Loading older messages...' : 'Load older messages'}
        </BusyButton>
      ) : (
        messages.length > 0 && <p className="text-body-secondary small mb-0">No older messages.</p>
      )}
    </div>
  );
}
