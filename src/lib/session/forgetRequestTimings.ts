/**
 * The browser keeps every request of the page in its performance timeline, named by its URL — the
 * provider's URLs carry the account SID and the numbers — until the page is reloaded. Signing out empties it.
 */

/** When the last sign-out happened (performance.now()); requests started before it were the account's. */
let signedOutAt = -Infinity;
let lateReports: PerformanceObserver | null = null;

function canClear(): boolean {
  return typeof performance !== 'undefined' && typeof performance.clearResourceTimings === 'function';
}

export function forgetRequestTimings(): void {
  if (!canClear()) return;
  signedOutAt = performance.now();
  performance.clearResourceTimings();
  // A request cancelled by the sign-out, or still under way, is reported only once it ends: a task later
  // at least. One observer for the page's life clears again whenever such a late report comes in.
  if (lateReports !== null || typeof PerformanceObserver !== 'function') return;
  lateReports = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime < signedOutAt)) performance.clearResourceTimings();
  });
  try {
    lateReports.observe({ type: 'resource' });
  } catch {
    // A browser that cannot observe resource timings: the clear above is all it gets.
  }
}
