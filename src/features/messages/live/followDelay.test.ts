import { describe, expect, it } from 'vitest';
import { MAX_FOLLOW_DELAY_MS, followDelayMs } from './followDelay';

/** The times of the reads after sending, when each waits followDelayMs of the reads before it. */
function readTimes(count: number): number[] {
  const times: number[] = [];
  let time = 0;
  while (times.length < count) {
    times.push(time);
    time += followDelayMs(times.length);
  }
  return times;
}

describe('followDelayMs', () => {
  it('reads a second apart at first, so a step that lasts 2.5 s (sending → sent) is seen', () => {
    expect(readTimes(5)).toEqual([0, 1000, 2000, 3000, 5000]);
    // Every window of 2.5 s in the first 10 s holds a read.
    const early = readTimes(12).filter((time) => time <= 10_000);
    for (let start = 0; start + 2500 <= 10_000; start += 250)
      expect(early.some((time) => time >= start && time < start + 2500)).toBe(true);
  });

  it('slows down after that, and never waits more than 30 s', () => {
    expect(followDelayMs(4)).toBe(2000);
    expect(followDelayMs(7)).toBe(4000);
    expect(followDelayMs(100)).toBe(MAX_FOLLOW_DELAY_MS);
    // Ten minutes of following costs a few dozen reads, not hundreds.
    expect(readTimes(40).filter((time) => time <= 10 * 60_000).length).toBeLessThan(40);
  });
});
