/** The messages the benchmark's pages hand the app: shaped like its model, deterministic, no media. */
import type { Message } from '../../src/forTools';

/** The account's number every bench message is from or to. */
export const BUSY_NUMBER = '+12015550000';
const START_MS = Date.UTC(2025, 0, 1);

export interface BenchMessage {
  /** Its place in a newest-first history: 0 is the newest. */
  index: number;
  /** The other end. */
  party: string;
  inbound: boolean;
  body: string;
  /** Minutes between one message and the next older one. */
  minutesApart: number;
  /** Sent, but not delivered (30003). */
  undelivered?: boolean;
}

export function benchMessage({
  index,
  party,
  inbound,
  body,
  minutesApart,
  undelivered = false,
}: BenchMessage): Message {
  const ms = START_MS - index * minutesApart * 60_000;
  return {
    sid: `SM${index.toString(16).padStart(32, '0')}`,
    direction: inbound ? 'inbound' : 'outbound-api',
    isInbound: inbound,
    from: inbound ? party : BUSY_NUMBER,
    to: inbound ? BUSY_NUMBER : party,
    dateCreated: new Date(ms).toUTCString().replace('GMT', '+0000'),
    dateCreatedMs: ms,
    status: inbound ? 'received' : undelivered ? 'undelivered' : 'delivered',
    body,
    numMedia: 0,
    errorCode: undelivered ? 30003 : null,
    errorMessage: null,
    dateSentMs: ms,
    numSegments: 1,
    price: '-0.00790',
    priceUnit: 'USD',
  };
}
