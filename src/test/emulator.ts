/**
 * The in-process emulator behind every app test (served to the app through MSW by `setup.ts`). One
 * fake provider for all tests: never hand-written response mocks.
 */
import { createEmulator, type Emulator } from '../../emulator/src/core/emulator';

let current: Emulator | null = null;
/** How far the provider's clock is ahead of the test's: moves its status clock without waiting. */
let providerClockAheadMs = 0;
let requestLog: URL[] = [];
let postedForms: Promise<URLSearchParams>[] = [];
let pendingAnswers = new Set<Promise<void>>();

export function resetTestEmulator(): Emulator {
  current?.setHeld(false); // a request the last test left held is answered, not left waiting
  providerClockAheadMs = 0;
  current = createEmulator({ now: () => Date.now() + providerClockAheadMs });
  requestLog = [];
  postedForms = [];
  pendingAnswers = new Set();
  return current;
}

/** This test's emulator answers `request`; the answer is tracked until it is given. */
export function answerFromTestEmulator(request: Request): Promise<Response> {
  const answer = testEmulator().handle(request);
  const tracked: Promise<void> = answer.then(
    () => void pendingAnswers.delete(tracked),
    () => void pendingAnswers.delete(tracked),
  );
  pendingAnswers.add(tracked);
  return answer;
}

/** Resolves once every request the app has sent so far has been answered (held ones included). */
export async function providerAnswersSettled(): Promise<void> {
  while (pendingAnswers.size > 0) await Promise.all([...pendingAnswers]);
}

export function recordProviderRequest(request: Request): void {
  requestLog.push(new URL(request.url));
  // Read from a copy: the emulator consumes the body itself.
  if (request.method === 'POST')
    postedForms.push(
      request
        .clone()
        .text()
        .then((text) => new URLSearchParams(text)),
    );
}

/** The form of every POST the app sent to the provider in this test (its sends), in order. */
export function providerPostedForms(): Promise<URLSearchParams[]> {
  return Promise.all(postedForms);
}

/** Every request the app sent to the provider in this test, in order (method-less: URLs only). */
export function providerRequests(): readonly URL[] {
  return requestLog;
}

/** Moves the provider's clock on: a sent message's status goes on as if `ms` had passed. */
export function advanceProviderClock(ms: number): void {
  providerClockAheadMs += ms;
}

/** This test's emulator, to reseed it, add faults, switch media auth, or look at what it stored. */
export function testEmulator(): Emulator {
  current ??= createEmulator();
  return current;
}
