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

  it("lays out the badge text, an emoji, a conversation row's text, the cards' small type and a heading, hidden, one per idle period, and leaves nothing in the page", () => {
    const idle = fakeIdleCallbacks();
    const probes = recordProbes();
    try {
      const before = document.body.innerHTML;
      warmUpFallbackFontsWhenIdle();
      expect(probes.laidOut).toEqual([]);

      idle.idle();
      expect(probes.laidOut).toEqual([
        { text: 'delivered', font: expect.stringMatching(/^700 12px /) as string, hidden: true },
      ]);
      expect(document.body.innerHTML).toBe(before);

      idle.idle();
      expect(probes.laidOut.map((probe) => probe.text)).toEqual(['delivered', '\u{1F44D}']);
      expect(probes.laidOut[1]).toMatchObject({
        font: expect.stringMatching(/^400 16px /) as string,
        hidden: true,
      });
      expect(document.body.innerHTML).toBe(before);

      idle.idle();
      expect(probes.laidOut.map((probe) => probe.text)).toEqual(['delivered', '\u{1F44D}', 'Aa \u{1F44D}']);
      expect(probes.laidOut[2]).toMatchObject({
        font: expect.stringMatching(/^600 16px /) as string,
        hidden: true,
      });
      expect(document.body.innerHTML).toBe(before);

      // The cards' small type at a phone's and a wider screen's size, and a conversation's heading.
      for (let i = 0; i < 4; i++) idle.idle();
      expect(probes.laidOut.slice(3)).toEqual(
        ['400 12px', '400 13px', '600 13px', '500 20px'].map((size) => ({
          text: 'Aa',
          font: expect.stringMatching(new RegExp(`^${size} `)) as string,
          hidden: true,
        })),
      );
      expect(document.body.innerHTML).toBe(before);

      idle.idle();
      expect(probes.laidOut).toHaveLength(7);
      expect(idle.pending).toBe(0);
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
