/**
 * What the page holds of an account's messages, edited after Twilio deleted or redacted one: a number's
 * list, the older pages of every view, what live updates know and what is being followed. Nothing is taken
 * off the screen before Twilio has done it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MessagesListing } from '../../../lib/twilio/api';
import type { Message } from '../../../lib/twilio/models';
import type { OlderPages } from '../history/useHistory';
import type { FollowedMessage } from '../live/liveQueries';
import type { LiveState } from '../live/liveState';
import { messagesKeys } from '../queries/messagesKeys';

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

function editEverywhere(
  queryClient: QueryClient,
  accountSid: string,
  edit: (message: Message) => Message | null,
) {
  const account = messagesKeys.account(accountSid);
  queryClient.setQueriesData<MessagesListing>({ queryKey: [...account, 'messages'] }, (listing) =>
    listing === undefined ? listing : { ...listing, messages: edited(listing.messages, edit) },
  );
  queryClient.setQueriesData<OlderPages>({ queryKey: [...account, 'older-messages'] }, (older) =>
    older === undefined ? older : { ...older, messages: edited(older.messages, edit) },
  );
  queryClient.setQueryData<LiveState>(messagesKeys.live(accountSid), (live) =>
    live === undefined
      ? live
      : {
          ...live,
          messages: edited(live.messages, edit),
          sent: edited(live.sent, edit),
          firstPoll: edited(live.firstPoll, edit),
        },
  );
}

/** Takes messages Twilio deleted off every list, and stops following them. */
export function forgetDeletedMessages(
  queryClient: QueryClient,
  accountSid: string,
  sids: ReadonlySet<string>,
) {
  editEverywhere(queryClient, accountSid, (message) => (sids.has(message.sid) ? null : message));
  queryClient.setQueryData<FollowedMessage[]>(messagesKeys.followed(accountSid), (followed) =>
    followed?.filter((entry) => !sids.has(entry.sid)),
  );
  for (const sid of sids) queryClient.removeQueries({ queryKey: messagesKeys.sentMessage(accountSid, sid) });
}

/** Puts Twilio's answer to a redaction in the message's place wherever it is shown. */
export function replaceRedactedMessage(queryClient: QueryClient, accountSid: string, redacted: Message) {
  editEverywhere(queryClient, accountSid, (message) => (message.sid === redacted.sid ? redacted : message));
}
