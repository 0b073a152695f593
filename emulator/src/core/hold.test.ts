import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmulator } from './emulator';
import { HOLD_LIMIT_MS } from './faults';
import { call, control } from './test-helpers';

const NUMBERS = 'IncomingPhoneNumbers.json';

/** Starts a request and reports whether it has been answered yet. */
function track(promise: Promise<Response>) {
  const state = { answered: false, response: promise };
  void promise.then(() => (state.answered = true));
  return state;
}

afterEach(() => vi.useRealTimers());

describe('hold (a loading state tests can look at)', () => {
  it('keeps API answers back until released, then answers them all', async () => {
    vi.useFakeTimers();
    const emulator = createEmulator();
    emulator.setHeld(true);
    const first = track(call(emulator, NUMBERS));
    const second = track(call(emulator, NUMBERS));
    await vi.advanceTimersByTimeAsync(HOLD_LIMIT_MS - 1);
    expect(first.answered).toBe(false);
    expect(second.answered).toBe(false);

    emulator.setHeld(false);
    expect((await first.response).status).toBe(200);
    expect((await second.response).status).toBe(200);
  });

  it('answers a held request by itself after HOLD_LIMIT_MS, so nothing hangs', async () => {
    vi.useFakeTimers();
    const emulator = createEmulator();
    emulator.setHeld(true);
    const held = track(call(emulator, NUMBERS));
    await vi.advanceTimersByTimeAsync(HOLD_LIMIT_MS);
    expect(held.answered).toBe(true);
  });

  it('is switched by the control route and cleared by reset', async () => {
    vi.useFakeTimers();
    const emulator = createEmulator();
    const hold = (held: unknown) => control(emulator, 'hold', { held });
    expect((await hold('yes')).status).toBe(400);
    expect((await hold(true)).status).toBe(200);
    const held = track(call(emulator, NUMBERS));
    await vi.advanceTimersByTimeAsync(10);
    expect(held.answered).toBe(false);
    emulator.reset();
    expect((await held.response).status).toBe(200);
  });
});
