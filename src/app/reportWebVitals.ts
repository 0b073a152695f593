import type { Metric } from 'web-vitals';

/**
 * Reports Core Web Vitals to `onReport`. The web-vitals module is downloaded only when a callback is
 * given, so a build without a consumer for the numbers pays nothing for them.
 */
export async function reportWebVitals(onReport?: (metric: Metric) => void): Promise<void> {
  if (!onReport) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  onCLS(onReport);
  onFCP(onReport);
  onINP(onReport);
  onLCP(onReport);
  onTTFB(onReport);
}
