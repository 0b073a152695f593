import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AfterFirstPaintModule from './afterFirstPaint';

/**
 * A browser's paint timing, reported when the test says the paint is on screen. Only what the module
 * uses: the entry types, observing buffered paints, and the entries by name.
 */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static observing = new Set<FakePaintObserver>();
  constructor(private readonly report: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe(options: { type: string; buffered?: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true });
    FakePaintObserver.observing.add(this);
  }
  disconnect() {
    FakePaintObserver.observing.delete(this);
  }
  static paint(name: 'first-paint' | 'first-contentful-paint') {
    for (const observer of [...FakePaintObserver.observing])
      observer.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

// The first-frame flag lives for the page's lifetime; each test gets a fresh module, like a fresh page.
let scheduling: typeof AfterFirstPaintModule;
beforeEach(async () => {
  vi.resetModules();
  FakePaintObserver.observing.clear();
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  scheduling = await import('./afterFirstPaint');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Past the first (fake) frame callback and the task it queues: the frame is drawn, not yet shown. */
async function frameDrawn(): Promise<void> {
  await vi.advanceTimersByTimeAsync(20);
  await vi.advanceTimersByTimeAsync(0);
}

describe('afterFirstPaint where the browser reports paints', () => {
  it('waits, once the frame is drawn, until its first contentful paint is reported, then runs the work once', async () => {
    const work = vi.fn();
    scheduling.afterFirstPaint(work);
    await frameDrawn();
    expect(work).not.toHaveBeenCalled();
    expect(scheduling.hasPaintedFirstFrame()).toBe(false);

    // A paint with nothing in it yet is not the one that counts.
    FakePaintObserver.paint('first-paint');
    expect(work).not.toHaveBeenCalled();

    FakePaintObserver.paint('first-contentful-paint');
    expect(work).toHaveBeenCalledTimes(1);
    expect(scheduling.hasPaintedFirstFrame()).toBe(true);

    // Its bound ends with it, and nothing listens any more.
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(scheduling.PAINT_ENTRY_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.observing.size).toBe(0);
  });

  it('runs the work anyway when no contentful paint is reported within the bound', async () => {
    const work = vi.fn();
    scheduling.afterFirstPaint(work);
    await frameDrawn();
    await vi.advanceTimersByTimeAsync(scheduling.PAINT_ENTRY_WAIT_MS - 20);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(work).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.observing.size).toBe(0);
  });

  it('does not wait for a paint where the browser reports none: the drawn frame is enough', async () => {
    FakePaintObserver.supportedEntryTypes = ['mark', 'measure'];
    try {
      const work = vi.fn();
      scheduling.afterFirstPaint(work);
      await frameDrawn();
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      FakePaintObserver.supportedEntryTypes = ['paint'];
    }
  });

  it('runs later work at once, and cancelled work not at all', async () => {
    const cancelled = vi.fn();
    const cancel = scheduling.afterFirstPaint(cancelled);
    const first = vi.fn();
    scheduling.afterFirstPaint(first);
    cancel();
    await frameDrawn();
    FakePaintObserver.paint('first-contentful-paint');
    expect(first).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();

    const later = vi.fn();
    scheduling.afterFirstPaint(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
