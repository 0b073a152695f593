/**
 * The performance timeline keeps every request's URL, which carries the account SID and the numbers,
 * until the page is reloaded; signing out empties it.
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
  // A request cancelled by the sign-out, or still under way, is reported only once it ends: clear again then.
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
