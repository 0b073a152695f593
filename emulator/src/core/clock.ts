/**
 * The status clock. A sent message's status is derived from its creation time and "now" whenever it is
 * read, so there are no timers to leak and a test can move a fake clock to see every step.
 *
 * Recipient rules (documented in emulator/README.md): a To number ending in 666 ends `undelivered` with
 * 30003, one ending in 999 ends `failed` with 30008; every other recipient ends `delivered`.
 */
import type { MessageStatus } from './resources';

export interface StatusDelays {
  sending: number;
  sent: number;
  delivered: number;
}

export const DEFAULT_STATUS_DELAYS: StatusDelays = { sending: 1000, sent: 2500, delivered: 5000 };

export type Outcome =
  | { kind: 'delivered' }
  | { kind: 'undelivered'; errorCode: number; errorMessage: string }
  | { kind: 'failed'; errorCode: number; errorMessage: string };

export const UNDELIVERED_SUFFIX = '666';
export const FAILED_SUFFIX = '999';

export function outcomeFor(to: string): Outcome {
  if (to.endsWith(UNDELIVERED_SUFFIX))
    return { kind: 'undelivered', errorCode: 30003, errorMessage: 'Unreachable destination handset' };
  if (to.endsWith(FAILED_SUFFIX)) return { kind: 'failed', errorCode: 30008, errorMessage: 'Unknown error' };
  return { kind: 'delivered' };
}

export interface OutboundState {
  status: MessageStatus;
  /** When the message left (null before `sent`, and for failed messages). */
  sentMs: number | null;
  updatedMs: number;
  errorCode: number | null;
  errorMessage: string | null;
  charged: boolean;
}

export function outboundState(
  createdMs: number,
  now: number,
  delays: StatusDelays,
  outcome: Outcome,
): OutboundState {
  const elapsed = now - createdMs;
  const base = { errorCode: null, errorMessage: null };
  if (elapsed < delays.sending)
    return { ...base, status: 'queued', sentMs: null, updatedMs: createdMs, charged: false };
  if (elapsed < delays.sent)
    return {
      ...base,
      status: 'sending',
      sentMs: null,
      updatedMs: createdMs + delays.sending,
      charged: false,
    };
  if (outcome.kind === 'failed')
    return {
      status: 'failed',
      sentMs: null,
      updatedMs: createdMs + delays.sent,
      errorCode: outcome.errorCode,
      errorMessage: outcome.errorMessage,
      charged: false,
    };
  const sentMs = createdMs + delays.sent;
  if (elapsed < delays.delivered)
    return { ...base, status: 'sent', sentMs, updatedMs: sentMs, charged: true };
  const updatedMs = createdMs + delays.delivered;
  if (outcome.kind === 'undelivered')
    return {
      status: 'undelivered',
      sentMs,
      updatedMs,
      errorCode: outcome.errorCode,
      errorMessage: outcome.errorMessage,
      charged: true,
    };
  return { ...base, status: 'delivered', sentMs, updatedMs, charged: true };
}

/** What `messageState` reads of a sent message. */
export interface OutboundTimes {
  createdMs: number;
  outcome: Outcome;
  sendAtMs: number | null;
  canceledMs: number | null;
}

/**
 * A sent message's state, scheduling included: `scheduled` until its SendAt, then the usual statuses
 * counted from that moment; `canceled` for good once canceled.
 */
export function messageState(times: OutboundTimes, now: number, delays: StatusDelays): OutboundState {
  const idle = { sentMs: null, errorCode: null, errorMessage: null, charged: false };
  if (times.canceledMs !== null) return { ...idle, status: 'canceled', updatedMs: times.canceledMs };
  if (times.sendAtMs !== null && now < times.sendAtMs)
    return { ...idle, status: 'scheduled', updatedMs: times.createdMs };
  return outboundState(times.sendAtMs ?? times.createdMs, now, delays, times.outcome);
}
