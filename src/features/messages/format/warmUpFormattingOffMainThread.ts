let warmedUp: Promise<void> | null = null;

/**
 * Starts formattingWarmUp.worker.ts once per page, as the Messages page's code starts loading, so the
 * browser's locale data is loaded on another thread by the time the page formats its first time. Settles
 * when the worker is done; where workers cannot run it settles at once, and the first formatted time pays
 * for the data on the main thread, as it always would.
 */
export function warmUpFormattingOffMainThread(): Promise<void> {
  if (typeof Worker !== 'function') return Promise.resolve();
  warmedUp ??= new Promise<void>((resolve) => {
    try {
      const worker = new Worker(new URL('./formattingWarmUp.worker.ts', import.meta.url), {
        type: 'module',
      });
      worker.addEventListener('message', () => resolve());
      worker.addEventListener('error', () => resolve());
    } catch {
      // A worker refused (an old browser, a stricter policy): nothing is lost but the head start.
      resolve();
    }
  });
  return warmedUp;
}
