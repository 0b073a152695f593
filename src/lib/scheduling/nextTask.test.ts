import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

/** Resolves once every microtask queued so far, and those they queue, has run: the current task's end. */
async function drainMicrotasks(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round++) await Promise.resolve();
}

/** Whether what awaits nextTask() ran before the current task's microtasks were all done. */
async function resumedWithinTheTask(): Promise<boolean> {
  let resumed = false;
  const waited = nextTask().then(() => {
    resumed = true;
  });
  await drainMicrotasks();
  const within = resumed;
  await waited;
  return within;
}

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('resolves in a later task, not among the current task’s microtasks', async () => {
    expect(await resumedWithinTheTask()).toBe(false);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it('does not wait on a hidden page, whose timers the browser slows to one a second', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await resumedWithinTheTask()).toBe(true);
  });
});
