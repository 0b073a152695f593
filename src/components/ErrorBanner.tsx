import { useId } from 'react';
import { RetryButton, type RetryButtonProps } from './RetryButton';

export interface BannerMessage {
  /** Stable while the same thing keeps failing, so a retry's button (and its focus) survives a new text. */
  key: string;
  text: string;
  /** When given, a 'Try again' button beside the text. */
  retry?: Omit<RetryButtonProps, 'describedBy'>;
}

/**
 * The page's error area. The alert region is always in the document so that assistive technology
 * announces a message the moment it is added, not only when the region itself appears.
 */
export function ErrorBanner({ messages }: { messages: readonly BannerMessage[] }) {
  const id = useId();
  return (
    <div role="alert">
      {messages.map((message, index) => (
        <div key={message.key} className="alert alert-danger mb-3 d-flex align-items-center gap-3">
          <p className="mb-0 flex-grow-1" id={`${id}-${index}`}>
            {message.text}
          </p>
          {message.retry && <RetryButton {...message.retry} describedBy={`${id}-${index}`} />}
        </div>
      ))}
    </div>
  );
}
