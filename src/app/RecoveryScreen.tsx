import { useEffect, useRef } from 'react';

export interface RecoveryScreenProps {
  /** True when a piece of the app (a script chunk) could not be downloaded. */
  chunkFailed: boolean;
  onReload: () => void;
}

/** What a person sees instead of a blank page when a screen cannot be shown. */
export function RecoveryScreen({ chunkFailed, onReload }: RecoveryScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The screen replaces what the person was looking at: move focus so screen readers announce it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="recovery-heading" className="py-4">
      <h1 id="recovery-heading" ref={headingRef} tabIndex={-1} className="h3">
        {chunkFailed ? 'This part of the app could not be loaded' : 'Something went wrong'}
      </h1>
      <p>
        {chunkFailed
          ? 'The connection may have dropped, or a new version of the app was published while this page was open. Reloading the page usually fixes it.'
          : 'An unexpected error stopped this screen. Reloading the page usually fixes it.'}
      </p>
      <button type="button" className="btn btn-primary" onClick={onReload}>
        Reload the page
      </button>
    </section>
  );
}
