/**
 * What the person did to sort their conversations, per account in this browser: pinned, archived (up to the
 * newest message it had then) and marked unread. Keyed by conversation (an account number and a party);
 * never message content, never sent anywhere.
 */
import * as v from 'valibot';
import { schemaCheck } from '../../../../lib/checks/schemaCheck';
import { accountKey } from '../../../../lib/preferences/accountKey';
import { readLocalStable, writeLocal } from '../../../../lib/preferences/localStore';

const MarkSchema = v.object({
  pinned: v.optional(v.literal(true)),
  /** Archived while its newest message is no newer than this (a provider time): a new one brings it back. */
  archivedUpTo: v.optional(v.number()),
  /** Marked unread by the person, until they open it again. */
  unread: v.optional(v.literal(true)),
});

export type TriageMark = v.InferOutput<typeof MarkSchema>;

const checkMarks = schemaCheck(v.record(v.string(), MarkSchema));

export type TriageMarks = Readonly<Record<string, TriageMark>>;

const NO_MARKS: TriageMarks = {};

function keyOf(accountSid: string): string {
  return accountKey(accountSid, 'triage');
}

export function readTriageMarks(accountSid: string): TriageMarks {
  return readLocalStable<TriageMarks>(keyOf(accountSid), checkMarks, NO_MARKS);
}

/** Changes one conversation's mark; `undefined` clears a field, and an empty mark is not kept. */
export function changeTriageMark(accountSid: string, conversationKey: string, change: TriageMark): void {
  const marks = readTriageMarks(accountSid);
  const next: Record<string, unknown> = { ...marks[conversationKey], ...change };
  for (const field of Object.keys(next)) if (next[field] === undefined) delete next[field];
  const rest = Object.fromEntries(Object.entries(marks).filter(([key]) => key !== conversationKey));
  writeLocal(keyOf(accountSid), Object.keys(next).length === 0 ? rest : { ...rest, [conversationKey]: next });
}

/** Archived, and no message newer than when it was: `newestMs` is its newest message's time. */
export function isArchived(mark: TriageMark | undefined, newestMs: number | null): boolean {
  return mark?.archivedUpTo !== undefined && (newestMs ?? -Infinity) <= mark.archivedUpTo;
}
