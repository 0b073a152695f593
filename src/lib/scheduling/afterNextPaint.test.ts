import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the work in a task of its own after the next frame, not in the frame itself', () => {
    const work = vi.fn();
    const inFrame: boolean[] = [];
    afterNextPaint(work);
    requestAnimationFrame(() => inFrame.push(work.mock.calls.length > 0));
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(inFrame).toEqual([false]);
    expect(work).not.toHaveBeenCalled();
    // A zero timer set during a frame callback is due 1 ms on, by the fake clock's rules.
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before the frame or after it', () => {
    const early = vi.fn();
    const late = vi.fn();
    afterNextPaint(early)();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('waits for no frame on a hidden page, which draws none', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
