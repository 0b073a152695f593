let started = false;

/**
 * Starts formattingWarmUp.worker.ts once per page, as the Messages page's code starts loading, so the
 * browser's locale data is loaded on another thread by the time the page formats its first time. Where
 * workers cannot run, the first formatted time pays for it on the main thread, as it always would.
 */
export function warmUpFormattingOffMainThread(): void {
  if (started || typeof Worker !== 'function') return;
  started = true;
  try {
    new Worker(new URL('./formattingWarmUp.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // A worker refused (an old browser, a stricter policy): nothing is lost but the head start.
  }
}
