import { useEffect } from 'react';

/**
 * While `active`, leaving asks first: closing or reloading the tab (the browser's own question), and a
 * link within the app or Sign out (ours). Back and Forward cannot be asked about with this router; the page stops the
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
      const target = event.target instanceof Element ? event.target : null;
      // A link to another page of the app, or Sign out; not a file being saved, nor a new tab.
      const leaving = target?.closest('a[href]:not([download]):not([target="_blank"]), [data-leaves-page]');
      if (leaving === null || leaving === undefined) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;
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
