/** How messages are ordered and merged wherever several lists meet. */
import type { Message } from '../../../lib/twilio/models';
import { newestFirst } from '../../../lib/twilio/wire';

/** Newest first; messages of the same second in a fixed order (by sid) so a list never reshuffles. */
export function byTimeThenSid(a: Message, b: Message): number {
  return newestFirst(a, b) || (a.sid < b.sid ? 1 : a.sid > b.sid ? -1 : 0);
}

/** Each message of `sources` once, by sid: the first source that has it wins (pass the freshest first). */
export function eachOnce(sources: readonly (readonly Message[])[]): Message[] {
  const seen = new Set<string>();
  const once: Message[] = [];
  for (const source of sources) {
    for (const message of source) {
      if (seen.has(message.sid)) continue;
      seen.add(message.sid);
      once.push(message);
    }
  }
  return once;
}

/** The oldest creation time among `messages`, or null when none has a readable date. */
export function oldestTime(messages: readonly Message[]): number | null {
  let oldest: number | null = null;
  for (const message of messages) {
    if (message.dateCreatedMs !== null && (oldest === null || message.dateCreatedMs < oldest))
      oldest = message.dateCreatedMs;
  }
  return oldest;
}
