import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

/** Resolves once every microtask queued so far, and those they queue, has run: the current task's end. */
async function drainMicrotasks(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round++) await Promise.resolve();
}

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('resolves in a later task, not among the current task’s microtasks', async () => {
    let resumed = false;
    const waited = nextTask().then(() => {
      resumed = true;
    });
    await drainMicrotasks();
    expect(resumed).toBe(false);
    await waited;
    expect(resumed).toBe(true);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it('does not wait on a hidden page, whose timers the browser slows to one a second', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    let resumed = false;
    const waited = nextTask().then(() => {
      resumed = true;
    });
    await drainMicrotasks();
    expect(resumed).toBe(true);
    await waited;
  });
});
