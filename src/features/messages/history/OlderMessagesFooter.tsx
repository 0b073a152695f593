import { useEffect, useRef } from 'react';
import type { History } from './useHistory';
import { useNearViewport } from '../../../lib/viewport/useNearViewport';
import { OlderMessagesControls } from './OlderMessagesControls';

export interface OlderMessagesFooterProps {
  history: History;
}

/**
 * The end of a list: older messages load by themselves as the person scrolls near it, and with a button
 * for keyboard users (and browsers without IntersectionObserver). A failure says why and keeps the button.
 */
export function OlderMessagesFooter({ history }: OlderMessagesFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // Loading well before the end, so the next page is usually there when the person is.
  const near = useNearViewport(sentinel, { margin: '800px 0px', withoutObserver: false });
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
      <OlderMessagesControls history={history} />
      {!hasOlder && messages.length > 0 && (
        <p className="text-body-secondary small mb-0">No older messages.</p>
      )}
    </div>
  );
}
