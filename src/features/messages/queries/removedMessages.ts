/**
 * The messages deleted or changed from this page (text removed, sending canceled), per account, for the
 * rest of the session: a read that left before Twilio did it (a poll, an older page, a list read again)
 * must not bring them back as they were.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '../../../lib/twilio/models';
import { messagesKeys } from './messagesKeys';

interface RemovedMessages {
  deleted: ReadonlySet<string>;
  /** Twilio's answer to each change: the message without its text, or canceled. */
  changed: ReadonlyMap<string, Message>;
}

const NONE: RemovedMessages = { deleted: new Set(), changed: new Map() };

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

export function noteChangedMessage(queryClient: QueryClient, accountSid: string, changed: Message) {
  const removed = read(queryClient, accountSid);
  write(queryClient, accountSid, {
    ...removed,
    changed: new Map(removed.changed).set(changed.sid, changed),
  });
}

/** `messages` as they are since this page removed some: the same array when none of them was. */
export function withoutRemoved(queryClient: QueryClient, accountSid: string, messages: Message[]): Message[] {
  const { deleted, changed: changedMessages } = read(queryClient, accountSid);
  if (deleted.size === 0 && changedMessages.size === 0) return messages;
  let changed = false;
  const kept: Message[] = [];
  for (const message of messages) {
    if (deleted.has(message.sid)) {
      changed = true;
      continue;
    }
    const now = changedMessages.get(message.sid);
    if (now !== undefined && now !== message) changed = true;
    kept.push(now ?? message);
  }
  return changed ? kept : messages;
}
