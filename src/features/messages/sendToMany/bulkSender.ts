/**
 * One message to many people, one at a time at a set pace, such that nobody gets it twice. A send that
 * Twilio refused before doing anything (429) is tried again after a longer pause; a send whose answer
 * never came, or came broken, may have gone out, so the account's messages are looked at before it is
 * tried again; when even that cannot be told, the recipient is listed as "may have been sent" and never
 * tried again. Plain TypeScript: the page drives it, and a property test drives it against random faults.
 */

/** What one send attempt came to, as the port tells it. */
export type AttemptResult =
  | { kind: 'sent'; sid: string }
  /** Twilio said no before doing anything: too many requests. */
  | { kind: 'rate-limited' }
  /** Twilio refused this message for good (a 4xx with its reason): nothing went out. */
  | { kind: 'refused'; reason: string }
  /** No answer, a 5xx or an answer that cannot be read: it may have gone out. */
  | { kind: 'uncertain'; reason: string }
  /** Nothing more can go out (the credentials were refused): the run pauses, this recipient still waiting. */
  | { kind: 'stop'; reason: string };

/** What the account's messages say of an uncertain send. */
export type CheckResult = { kind: 'found'; sid: string } | { kind: 'absent' } | { kind: 'unknown' };

/** The world the sender talks to. */
export interface SenderPort {
  send(recipient: BulkRecipient): Promise<AttemptResult>;
  /** Whether a message to the recipient with this text was created since `sinceMs`. */
  findSent(recipient: BulkRecipient, sinceMs: number): Promise<CheckResult>;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  now(): number;
}

export interface BulkRecipient {
  /** As Twilio writes it (E.164). */
  to: string;
  /** The text for this recipient, its variables filled. */
  body: string;
}

export type RecipientState =
  | { kind: 'waiting' }
  /** A send may have gone out and the account could not be read to tell: looked for again before anything. */
  | { kind: 'unsure'; reason: string; attempts: number }
  | { kind: 'sent'; sid: string; attempts: number }
  | { kind: 'failed'; reason: string; attempts: number }
  /** Unsure when the run was cancelled: never tried again. */
  | { kind: 'unknown'; reason: string; attempts: number }
  | { kind: 'cancelled' };

export type RunPhase = 'ready' | 'sending' | 'pausing' | 'paused' | 'cancelling' | 'done' | 'cancelled';

export interface RunSnapshot {
  phase: RunPhase;
  states: readonly RecipientState[];
  sent: number;
  /** Refused, or failed after its tries: surely not sent. */
  failed: number;
  /** May have been sent: the run was cancelled before the account could tell. */
  unknown: number;
  cancelled: number;
  left: number;
  /** The pause between two sends now, raised after a 429, and the one chosen. */
  intervalMs: number;
  baseIntervalMs: number;
  /** When the run is expected to end at this pace, from now; null when it is not sending. */
  remainingMs: number | null;
  /** Why the run paused itself (Twilio kept answering 429, or refused the credentials); null otherwise. */
  stoppedBecause: string | null;
}

/** Tries per recipient before it is listed as failed (uncertain ones that were checked absent). */
export const ATTEMPTS_MOST = 3;
/** After a 429 the pace halves, up to this pause between sends. */
export const SLOWEST_INTERVAL_MS = 16_000;
/** How often the account is read, in a row, before a check counts as failed. */
export const CHECKS_MOST = 3;
/**
 * How long after an uncertain answer the account is read, and read again before "absent" is believed: a
 * provider's front may fail while its back end stores the message a moment later.
 */
export const CHECK_DELAY_MS = 500;
/** 429s in a row, at the slowest pace, before the run pauses itself for the person to decide. */
export const RATE_LIMITED_MOST = 8;
export const RATE_LIMITED_STOP =
  'Twilio kept answering “Too many requests” (429), even at one message every 16 seconds. Resume to try again, or cancel.';

/** Still to be sent to, or to be looked for before that. */
function isLeft(state: RecipientState): boolean {
  return state.kind === 'waiting' || state.kind === 'unsure';
}

export class BulkSender {
  private readonly states: RecipientState[];
  private phase: RunPhase = 'ready';
  private interval: number;
  private readonly listeners = new Set<() => void>();
  private snapshot: RunSnapshot;
  private stopper = new AbortController();
  private next = 0;
  private startedAt = 0;
  // Cancel was pressed while a send was under way: the run ends once it has.
  private cancelling = false;
  private stoppedBecause: string | null = null;

  constructor(
    private readonly recipients: readonly BulkRecipient[],
    private readonly port: SenderPort,
    private readonly baseIntervalMs: number,
  ) {
    this.states = recipients.map(() => ({ kind: 'waiting' }));
    this.interval = baseIntervalMs;
    this.snapshot = this.makeSnapshot();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RunSnapshot => this.snapshot;

  /** Starts, or resumes after a pause; the run goes on from the first recipient still waiting. */
  start(): Promise<void> {
    if (this.phase !== 'ready' && this.phase !== 'paused') return Promise.resolve();
    if (this.phase === 'ready') this.startedAt = this.port.now();
    this.stopper = new AbortController();
    this.stoppedBecause = null;
    this.setPhase('sending');
    return this.run(this.stopper.signal);
  }

  /** Stops after the send under way, if any: nothing is left half-done. */
  pause(): void {
    if (this.phase !== 'sending') return;
    this.setPhase('pausing');
    this.stopper.abort();
  }

  /**
   * Ends the run: whoever is still waiting is not sent to, and one still unsure is listed as maybe sent. A
   * send under way finishes first.
   */
  cancel(): void {
    if (this.phase === 'done' || this.phase === 'cancelled' || this.phase === 'cancelling') return;
    const busy = this.phase === 'sending' || this.phase === 'pausing';
    this.stopper.abort();
    this.cancelWaiting();
    if (busy) {
      this.cancelling = true;
      this.setPhase('cancelling');
    } else {
      this.setPhase('cancelled');
    }
  }

  private cancelWaiting(): void {
    for (let index = 0; index < this.states.length; index++) {
      const state = this.states[index]!;
      if (state.kind === 'waiting') this.states[index] = { kind: 'cancelled' };
      if (state.kind === 'unsure') this.states[index] = { ...state, kind: 'unknown' };
    }
  }

  private async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const index = this.states.findIndex((state, at) => at >= this.next && isLeft(state));
      if (index < 0) break;
      this.next = index;
      const began = this.port.now();
      await this.sendTo(index, signal);
      if (!isLeft(this.states[index]!)) this.next = index + 1;
      if (signal.aborted) break;
      // The pace counts from the start of a send: a slow answer is part of the pause, not added to it.
      const rest = this.interval - (this.port.now() - began);
      if (rest > 0 && this.states.some(isLeft)) await this.port.wait(rest, signal);
    }
    if (this.cancelling) {
      // What a send under way left unsure when the cancel came.
      this.cancelWaiting();
      this.cancelling = false;
      this.setPhase('cancelled');
    } else if (!this.states.some(isLeft)) {
      this.setPhase('done');
    } else {
      this.setPhase('paused');
    }
  }

  /** One recipient, to an end or to a pause: never a second message after one may have gone out. */
  private async sendTo(index: number, signal: AbortSignal): Promise<void> {
    const recipient = this.recipients[index]!;
    const before = this.states[index]!;
    let attempts = before.kind === 'unsure' ? before.attempts : 0;
    let rateLimited = 0;
    // Unsure since the last run: the account is read before anything is sent again.
    if (before.kind === 'unsure' && !(await this.verify(index, before.reason, attempts, signal))) return;
    while (attempts < ATTEMPTS_MOST) {
      attempts++;
      const result = await this.port.send(recipient);
      if (result.kind === 'sent') return this.settle(index, { kind: 'sent', sid: result.sid, attempts });
      if (result.kind === 'stop') {
        this.stoppedBecause = result.reason;
        this.pause();
        return;
      }
      if (result.kind === 'refused')
        return this.settle(index, { kind: 'failed', reason: result.reason, attempts });
      if (result.kind === 'rate-limited') {
        // Twilio did nothing: the same recipient again, slower, unless the run was paused meanwhile.
        attempts--;
        this.interval = Math.min(SLOWEST_INTERVAL_MS, Math.max(this.interval * 2, 1000));
        if (++rateLimited >= RATE_LIMITED_MOST) {
          this.stoppedBecause = RATE_LIMITED_STOP;
          this.pause();
          return;
        }
        this.publish();
        if (signal.aborted) return;
        await this.port.wait(this.interval, signal);
        if (signal.aborted) return;
        continue;
      }
      // It may have gone out: nothing more is sent to this one until the account says it did not.
      this.settle(index, { kind: 'unsure', reason: result.reason, attempts });
      if (!(await this.verify(index, result.reason, attempts, signal))) return;
      if (attempts >= ATTEMPTS_MOST)
        return this.settle(index, { kind: 'failed', reason: result.reason, attempts });
      if (signal.aborted) return;
      await this.port.wait(this.interval, signal);
      if (signal.aborted) return;
    }
  }

  /**
   * Reads the account for a send that may have gone out: true when it surely did not (absent twice,
   * CHECK_DELAY_MS apart), and the caller may send again. Otherwise the recipient is settled as sent, or
   * stays unsure: a pause leaves it for the next run, and a check that cannot be made pauses the run.
   */
  private async verify(
    index: number,
    reason: string,
    attempts: number,
    signal: AbortSignal,
  ): Promise<boolean> {
    const recipient = this.recipients[index]!;
    for (let look = 0; look < 2; look++) {
      await this.port.wait(CHECK_DELAY_MS, signal);
      if (signal.aborted) return false;
      const check = await this.check(recipient, signal);
      if (check.kind === 'found') {
        this.settle(index, { kind: 'sent', sid: check.sid, attempts });
        return false;
      }
      // Paused while reading: still unsure, looked at again on Resume.
      if (signal.aborted) return false;
      if (check.kind === 'unknown') {
        this.stoppedBecause = `Could not tell whether the message to ${recipient.to} went out (${reason}): your messages at Twilio could not be read. Check the connection, then Resume: they are looked at again before anything more is sent to this person.`;
        this.pause();
        return false;
      }
    }
    return true;
  }

  /** The account read for the recipient, a failed read tried again a little later each time. */
  private async check(recipient: BulkRecipient, signal: AbortSignal): Promise<CheckResult> {
    for (let tries = 0; tries < CHECKS_MOST; tries++) {
      if (tries > 0) await this.port.wait(CHECK_DELAY_MS * 2 ** tries, signal);
      if (signal.aborted) break;
      const found = await this.port.findSent(recipient, this.startedAt);
      if (found.kind !== 'unknown') return found;
    }
    return { kind: 'unknown' };
  }

  private settle(index: number, state: RecipientState): void {
    // A cancel during the send leaves what happened to this one as it happened.
    this.states[index] = state;
    // After a good send the pace comes back by steps towards the one chosen.
    if (state.kind === 'sent' && this.interval > this.baseIntervalMs)
      this.interval = Math.max(this.baseIntervalMs, Math.round(this.interval * 0.75));
    this.publish();
  }

  private setPhase(phase: RunPhase): void {
    this.phase = phase;
    this.publish();
  }

  private publish(): void {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private makeSnapshot(): RunSnapshot {
    let sent = 0;
    let failed = 0;
    let unknown = 0;
    let cancelled = 0;
    let left = 0;
    for (const state of this.states) {
      if (state.kind === 'sent') sent++;
      else if (isLeft(state)) left++;
      else if (state.kind === 'cancelled') cancelled++;
      else if (state.kind === 'unknown') unknown++;
      else failed++;
    }
    return {
      phase: this.phase,
      states: [...this.states],
      sent,
      failed,
      unknown,
      cancelled,
      left,
      intervalMs: this.interval,
      baseIntervalMs: this.baseIntervalMs,
      stoppedBecause: this.stoppedBecause,
      remainingMs: this.phase === 'sending' ? left * this.interval : null,
    };
  }
}
