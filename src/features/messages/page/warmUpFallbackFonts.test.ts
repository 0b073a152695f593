import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFallbackFontsWhenIdle } from './warmUpFallbackFonts';

/** jsdom has no idle callbacks: these run when the test says the page is idle. */
function fakeIdleCallbacks() {
  const pending = new Map<number, IdleRequestCallback>();
  let nextHandle = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    pending.set(nextHandle, callback);
    return nextHandle++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle));
  return {
    get pending() {
      return pending.size;
    },
    /** One idle period: the callbacks asked for before it. */
    idle() {
      const due = [...pending];
      pending.clear();
      for (const [, callback] of due) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

/** What each idle period put in the page and read the width of, in order. */
function recordProbes() {
  const laidOut: { text: string; font: string; hidden: boolean }[] = [];
  const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    laidOut.push({
      text: this.textContent ?? '',
      font: this.style.font,
      hidden: this.getAttribute('aria-hidden') === 'true' && this.style.visibility === 'hidden',
    });
    return 0;
  });
  return { laidOut, restore: () => width.mockRestore() };
}

describe('warmUpFallbackFontsWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lays out one hidden sample per idle period, leaves nothing in the page, and then stops asking', () => {
    const idle = fakeIdleCallbacks();
    const probes = recordProbes();
    try {
      const before = document.body.innerHTML;
      warmUpFallbackFontsWhenIdle();
      expect(probes.laidOut).toEqual([]);
      // Bounded: a handful of samples, each in an idle period of its own.
      for (let period = 1; period <= 20 && idle.pending > 0; period++) {
        idle.idle();
        expect(probes.laidOut).toHaveLength(period);
        expect(probes.laidOut[period - 1]?.hidden).toBe(true);
        expect(document.body.innerHTML).toBe(before);
      }
      expect(idle.pending).toBe(0);
      expect(probes.laidOut.length).toBeGreaterThan(1);
    } finally {
      probes.restore();
    }
  });

  it('stops what has not run yet when the page goes', () => {
    const idle = fakeIdleCallbacks();
    const probes = recordProbes();
    try {
      const stop = warmUpFallbackFontsWhenIdle();
      idle.idle();
      stop();
      idle.idle();
      expect(probes.laidOut.map((probe) => probe.text)).toEqual(['delivered']);
      expect(idle.pending).toBe(0);
    } finally {
      probes.restore();
    }
  });

  it('does nothing where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const probes = recordProbes();
    try {
      const stop = warmUpFallbackFontsWhenIdle();
      stop();
      expect(probes.laidOut).toEqual([]);
    } finally {
      probes.restore();
    }
  });
});
