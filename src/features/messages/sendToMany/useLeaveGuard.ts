import { useEffect } from 'react';

/**
 * While `active`, leaving asks first: closing or reloading the tab (the browser's own question) and any
 * link within the app (ours). Back and Forward cannot be asked about with this router; the page stops the
 * run when it goes (see useBulkRun).
 */
export function useLeaveGuard(active: boolean, question: string): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = true;
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link === null || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // In the capture phase, before the router's own handler follows the link.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, question]);
}
