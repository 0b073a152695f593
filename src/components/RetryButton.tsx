import { useLayoutEffect, useRef } from 'react';
import { BusyButton } from './BusyButton';

export interface RetryButtonProps {
  onRetry: () => void;
  /** While the retry runs: the button stays focusable but does nothing, and shows the app's spinner. */
  busy: boolean;
  /** The id of what takes the focus when the retry works and this button goes away. */
  focusAfterSuccessId: string;
  /** The id of the text the button retries, so each 'Try again' says what it is for. */
  describedBy: string;
}

/** 'Try again' beside a banner message. */
export function RetryButton({ onRetry, busy, focusAfterSuccessId, describedBy }: RetryButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const hasFocus = useRef(false);

  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      // Layout clean-up runs before the button leaves the document, so its focus can still be seen.
      const hadFocus = hasFocus.current || (button !== null && document.activeElement === button);
      if (!hadFocus) return;
      // After the commit: the element to focus may be rendered in the same one.
      queueMicrotask(() => {
        if (button?.isConnected) return;
        const target = document.getElementById(focusAfterSuccessId);
        target?.focus();
        if (target !== null && document.activeElement === target) return;
        // The target may be out of reach (a list in a hidden tab panel): the page's main area then.
        const main = document.querySelector<HTMLElement>('main');
        main?.focus();
        // Or not rendered yet (a long list renders in the background): it takes the focus when it comes,
        // unless the person has moved it by then.
        if (target === null && main !== null) focusWhenAdded(focusAfterSuccessId, main);
      });
    };
  }, [focusAfterSuccessId]);

  return (
    <BusyButton
      ref={ref}
      busy={busy}
      className="btn btn-sm btn-danger flex-shrink-0"
      aria-describedby={describedBy}
      onFocus={() => (hasFocus.current = true)}
      onBlur={() => (hasFocus.current = false)}
      onClick={onRetry}
    >
      Try again
    </BusyButton>
  );
}

/** How long a target that is not rendered yet is waited for. */
const TARGET_WAIT_MS = 5000;

/** Moves the focus from `holder` to the element with `id` once it is added to the document. */
function focusWhenAdded(id: string, holder: HTMLElement): void {
  if (typeof MutationObserver === 'undefined') return;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (target === null) return;
    stop();
    if (document.activeElement === holder) target.focus();
  });
  const timer = setTimeout(stop, TARGET_WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
}
