import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportWebVitals } from './reportWebVitals';

// The factory runs when the module is first imported, so `loaded` says whether it was fetched at all.
const webVitals = vi.hoisted(() => ({
  loaded: false,
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));

vi.mock('web-vitals', () => {
  webVitals.loaded = true;
  return {
    onCLS: webVitals.onCLS,
    onFCP: webVitals.onFCP,
    onINP: webVitals.onINP,
    onLCP: webVitals.onLCP,
    onTTFB: webVitals.onTTFB,
  };
});

beforeEach(() => {
  vi.clearAllMocks();
});

describe('reportWebVitals', () => {
  it('neither loads web-vitals nor measures anything without a callback', async () => {
    await reportWebVitals();
    expect(webVitals.loaded).toBe(false);
    expect(webVitals.onLCP).not.toHaveBeenCalled();
  });

  it('loads web-vitals lazily and hands every metric to the callback', async () => {
    const onReport = vi.fn();
    await reportWebVitals(onReport);
    expect(webVitals.loaded).toBe(true);
    for (const subscribe of [
      webVitals.onCLS,
      webVitals.onFCP,
      webVitals.onINP,
      webVitals.onLCP,
      webVitals.onTTFB,
    ]) {
      expect(subscribe).toHaveBeenCalledWith(onReport);
    }
  });
});
