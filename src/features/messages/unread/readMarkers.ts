/**
 * How far the person has read each number, per account: provider message times (this computer's clock may
 * be off), and only times, never content. An account seen for the first time starts with all of it read,
 * so there is no unread backlog of the whole history.
 */
import * as v from 'valibot';
import { schemaCheck } from '../../../lib/checks/schemaCheck';
import { accountKey } from '../../../lib/preferences/accountKey';
import { moveLocal, readLocal, writeLocal } from '../../../lib/preferences/localStore';

const ReadMarkersSchema = v.object({
  /** The newest message the account held when this browser first polled it. */
  since: v.number(),
  /** Per number: the newest message time the person has seen there. */
  numbers: v.record(v.string(), v.number()),
});

export type ReadMarkers = v.InferOutput<typeof ReadMarkersSchema>;
const checkReadMarkers = schemaCheck(v.nullable(ReadMarkersSchema));

function keyOf(accountSid: string): string {
  const key = accountKey(accountSid, 'read');
  // The old key showed the SID: moved, so no unread state is lost. Checked on every read, not remembered,
  // so no state outlives a test or a sign-out.
  moveLocal(`read.${accountSid}`, key);
  return key;
}

/** The account's markers, or null before its first poll has set them. */
export function readMarkers(accountSid: string): ReadMarkers | null {
  return readLocal<ReadMarkers | null>(keyOf(accountSid), checkReadMarkers, null);
}

/** Sets the starting point once, the first time this browser sees the account (later calls keep it). */
export function startMarkers(accountSid: string, newestMessageMs: number): void {
  if (readMarkers(accountSid) !== null) return;
  writeLocal(keyOf(accountSid), { since: newestMessageMs, numbers: {} });
}

/** Messages at or before this time count as read on `phoneNumber`; before the start, all of them do. */
export function lastReadAt(markers: ReadMarkers | null, phoneNumber: string): number {
  if (markers === null) return Infinity;
  return Math.max(markers.since, markers.numbers[phoneNumber] ?? -Infinity);
}

/** The person has seen `phoneNumber`'s messages up to `messageMs` (a marker never moves back). */
export function markRead(accountSid: string, phoneNumber: string, messageMs: number): void {
  const markers = readMarkers(accountSid);
  if (markers === null || lastReadAt(markers, phoneNumber) >= messageMs) return;
  writeLocal(keyOf(accountSid), { ...markers, numbers: { ...markers.numbers, [phoneNumber]: messageMs } });
}
