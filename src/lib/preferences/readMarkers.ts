/**
 * When the person last looked at each number, per account: inbound messages newer than that are unread.
 * Only times are kept (milliseconds since the epoch), keyed by account SID and number — never message
 * content, never credentials. An account seen for the first time starts with everything read: a person who
 * opens the app for the first time has no unread backlog of the account's whole history.
 */
import * as v from 'valibot';
import { readLocal, writeLocal } from './localStore';

const ReadMarkersSchema = v.object({
  /** When this browser first saw the account: nothing older is unread. */
  since: v.number(),
  numbers: v.record(v.string(), v.number()),
});

export type ReadMarkers = v.InferOutput<typeof ReadMarkersSchema>;

const keyOf = (accountSid: string) => `read.${accountSid}`;

/** The account's markers; the first call for an account records `now` as the time it was first seen. */
export function readMarkers(accountSid: string, now: number = Date.now()): ReadMarkers {
  const stored = readLocal<ReadMarkers | null>(keyOf(accountSid), v.nullable(ReadMarkersSchema), null);
  if (stored !== null) return stored;
  const fresh: ReadMarkers = { since: now, numbers: {} };
  writeLocal(keyOf(accountSid), fresh);
  return fresh;
}

/** Messages at or before this time count as read for `phoneNumber`. */
export function lastReadAt(markers: ReadMarkers, phoneNumber: string): number {
  return Math.max(markers.since, markers.numbers[phoneNumber] ?? 0);
}

/** The person has seen everything on `phoneNumber` up to `time` (never moves a marker back). */
export function markRead(accountSid: string, phoneNumber: string, time: number): void {
  const markers = readMarkers(accountSid, time);
  if ((markers.numbers[phoneNumber] ?? 0) >= time) return;
  writeLocal(keyOf(accountSid), { ...markers, numbers: { ...markers.numbers, [phoneNumber]: time } });
}
