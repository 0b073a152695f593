import { useId } from 'react';
import { RetryButton } from '../../../components/RetryButton';

export interface MediaRetryProps {
  /** What could not be loaded, in the card's words. */
  text: string;
  busy: boolean;
  onRetry: () => void;
  /** The message's media area: the focus goes there when the retry works and this goes away. */
  focusAfterSuccessId: string;
}

/** A card's media that did not load, and one press to try again once the network or provider is back. */
export function MediaRetry({ text, busy, onRetry, focusAfterSuccessId }: MediaRetryProps) {
  const textId = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <p id={textId} className="small text-danger mb-0">
        {text}
      </p>
      <RetryButton
        onRetry={onRetry}
        busy={busy}
        focusAfterSuccessId={focusAfterSuccessId}
        describedBy={textId}
      />
    </div>
  );
}
