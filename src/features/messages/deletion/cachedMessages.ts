/**
 * What the page holds of an account's messages, edited after Twilio deleted or redacted one: a number's
 * list, the older pages of every view, what live updates know and what is being followed. Nothing is taken
 * off the screen before Twilio has done it, and a read already on its way does not bring it back
 * (removedMessages.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MessagesListing } from '../../../lib/twilio/api';
import type { Message } from '../../../lib/twilio/models';
import type { OlderPages } from '../history/useHistory';
import type { FollowedMessage } from '../live/liveQueries';
import type { LiveState } from '../live/liveState';
import { messagesKeys } from '../queries/messagesKeys';
import { noteChangedMessage, noteDeletedMessages } from '../queries/removedMessages';

/** `list` with each message edited (null drops it); the same array when nothing changed. */
function edited(list: Message[], edit: (message: Message) => Message | null): Message[] {
  let changed = false;
  const kept: Message[] = [];
  for (const message of list) {
    const next = edit(message);
    if (next !== message) changed = true;
    if (next !== null) kept.push(next);
  }
  return changed ? kept : list;
}

/** `holder` with its lists edited; the same object when none of them changed, so no view regroups. */
function withEdited<T extends object>(
  holder: T | undefined,
  keys: readonly (keyof T)[],
  edit: (message: Message) => Message | null,
): T | undefined {
  if (holder === undefined) return holder;
  let next = holder;
  for (const key of keys) {
    const list = holder[key] as Message[];
    const changed = edited(list, edit);
    if (changed !== list) next = { ...next, [key]: changed };
  }
  return next;
}

function editEverywhere(
  queryClient: QueryClient,
  accountSid: string,
  edit: (message: Message) => Message | null,
) {
  const account = messagesKeys.account(accountSid);
  queryClient.setQueriesData<MessagesListing>({ queryKey: [...account, 'messages'] }, (listing) =>
    withEdited(listing, ['messages'], edit),
  );
  queryClient.setQueriesData<OlderPages>({ queryKey: [...account, 'older-messages'] }, (older) =>
    withEdited(older, ['messages'], edit),
  );
  queryClient.setQueryData<LiveState>(messagesKeys.live(accountSid), (live) =>
    withEdited(live, ['messages', 'sent', 'firstPoll'], edit),
  );
}

/** Takes messages Twilio deleted off every list, and stops following them. */
export function forgetDeletedMessages(
  queryClient: QueryClient,
  accountSid: string,
  sids: ReadonlySet<string>,
) {
  noteDeletedMessages(queryClient, accountSid, sids);
  editEverywhere(queryClient, accountSid, (message) => (sids.has(message.sid) ? null : message));
  queryClient.setQueryData<FollowedMessage[]>(messagesKeys.followed(accountSid), (followed) =>
    followed?.filter((entry) => !sids.has(entry.sid)),
  );
  for (const sid of sids) queryClient.removeQueries({ queryKey: messagesKeys.sentMessage(accountSid, sid) });
}

/**
 * Puts Twilio's answer to a change (the text removed, the sending canceled) in the message's place wherever
 * it is shown; a read already on its way does not bring the message back as it was.
 */
export function replaceChangedMessage(queryClient: QueryClient, accountSid: string, changed: Message) {
  noteChangedMessage(queryClient, accountSid, changed);
  editEverywhere(queryClient, accountSid, (message) => (message.sid === changed.sid ? changed : message));
}
