/**
 * The messages deleted or redacted from this page, per account, for the rest of the session: a read that
 * left before Twilio removed them (a poll, an older page, a list read again) must not bring them back.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '../../../lib/twilio/models';
import { messagesKeys } from './messagesKeys';

interface RemovedMessages {
  deleted: ReadonlySet<string>;
  /** Twilio's answer to each redaction: the message without its text. */
  redacted: ReadonlyMap<string, Message>;
}

const NONE: RemovedMessages = { deleted: new Set(), redacted: new Map() };

function read(queryClient: QueryClient, accountSid: string): RemovedMessages {
  return queryClient.getQueryData<RemovedMessages>(messagesKeys.removed(accountSid)) ?? NONE;
}

function write(queryClient: QueryClient, accountSid: string, removed: RemovedMessages): void {
  const key = messagesKeys.removed(accountSid);
  // Nothing observes it: without this the cache would drop it after its default time.
  queryClient.setQueryDefaults(key, { gcTime: Infinity, staleTime: Infinity });
  queryClient.setQueryData(key, removed);
}

export function noteDeletedMessages(queryClient: QueryClient, accountSid: string, sids: Iterable<string>) {
  const removed = read(queryClient, accountSid);
  write(queryClient, accountSid, { ...removed, deleted: new Set([...removed.deleted, ...sids]) });
}

export function noteRedactedMessage(queryClient: QueryClient, accountSid: string, redacted: Message) {
  const removed = read(queryClient, accountSid);
  write(queryClient, accountSid, {
    ...removed,
    redacted: new Map(removed.redacted).set(redacted.sid, redacted),
  });
}

/** `messages` as they are since this page removed some: the same array when none of them was. */
export function withoutRemoved(queryClient: QueryClient, accountSid: string, messages: Message[]): Message[] {
  const { deleted, redacted } = read(queryClient, accountSid);
  if (deleted.size === 0 && redacted.size === 0) return messages;
  let changed = false;
  const kept: Message[] = [];
  for (const message of messages) {
    if (deleted.has(message.sid)) {
      changed = true;
      continue;
    }
    const now = redacted.get(message.sid);
    if (now !== undefined && now !== message) changed = true;
    kept.push(now ?? message);
  }
  return changed ? kept : messages;
}
