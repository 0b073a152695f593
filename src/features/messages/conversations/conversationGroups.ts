/** Conversations: loaded messages grouped by the pair that exchanged them, an account number and a party. */
import type { Message } from '../../../lib/twilio/models';
import { accountNumberOf } from '../numbers/accountNumberOf';
import { shownPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';

export interface ConversationId {
  /** The account's number the messages belong to: a reply goes out from it. */
  accountNumber: string;
  /** The other end: who wrote in, or who was written to. */
  party: string;
}

export interface Conversation extends ConversationId {
  /** Unique per pair, for React keys and to find the row again. */
  key: string;
  /** In the order given: newest first for a history. */
  messages: Message[];
  unread: number;
}

/** The other end of a message, as Reply takes it: its sender when it came in, else its recipient. */
export function partyOf(message: Message): string {
  return message.isInbound ? message.from : message.to;
}

/** A party as text (shownPartyNumber), or 'Unknown number' for none. */
export function partyLabel(party: string): string {
  return party === '' ? 'Unknown number' : shownPartyNumber(party);
}

/** JSON: provider numbers may hold any character, so no separator could be trusted to stay unambiguous. */
export function conversationKey({ accountNumber, party }: ConversationId): string {
  return JSON.stringify([accountNumber, party]);
}

/** The key of the conversation a message belongs to, or null for one of none of `accountNumbers`. */
export function conversationKeyOf(message: Message, accountNumbers: ReadonlySet<string>): string | null {
  const accountNumber = accountNumberOf(message, accountNumbers);
  return accountNumber === undefined ? null : conversationKey({ accountNumber, party: partyOf(message) });
}

function belongsTo(message: Message, id: ConversationId, accountNumbers: ReadonlySet<string>): boolean {
  return partyOf(message) === id.party && accountNumberOf(message, accountNumbers) === id.accountNumber;
}

/** Whether any of `messages` belongs to the conversation: a thread is shown only for one the page holds. */
export function hasConversation(
  messages: readonly Message[],
  id: ConversationId,
  accountNumbers: ReadonlySet<string>,
): boolean {
  return messages.some((message) => belongsTo(message, id, accountNumbers));
}

/** One conversation per account number and party, in the order of their first messages in `messages`. */
export function groupConversations(
  messages: readonly Message[],
  accountNumbers: ReadonlySet<string>,
  isUnread: (message: Message) => boolean,
): Conversation[] {
  const byNumber = new Map<string, Map<string, Conversation>>();
  const conversations: Conversation[] = [];
  for (const message of messages) {
    const accountNumber = accountNumberOf(message, accountNumbers);
    if (accountNumber === undefined) continue;
    const party = partyOf(message);
    let parties = byNumber.get(accountNumber);
    if (parties === undefined) byNumber.set(accountNumber, (parties = new Map()));
    let conversation = parties.get(party);
    if (conversation === undefined) {
      const id = { accountNumber, party };
      conversation = { ...id, key: conversationKey(id), messages: [], unread: 0 };
      parties.set(party, conversation);
      conversations.push(conversation);
    }
    conversation.messages.push(message);
    if (isUnread(message)) conversation.unread += 1;
  }
  return conversations;
}

/**
 * One conversation, oldest first. A message from a number to itself comes in both of its lists, as two
 * copies side by side: the thread shows it once, so a sid can be a key.
 */
export function threadOf(
  messages: readonly Message[],
  id: ConversationId,
  accountNumbers: ReadonlySet<string>,
): Message[] {
  return oldestFirst(messages.filter((message) => belongsTo(message, id, accountNumbers)));
}

/** A conversation's messages (newest first, as grouped) as its thread shows them: oldest first, each once. */
export function oldestFirst(newestFirst: readonly Message[]): Message[] {
  const thread: Message[] = [];
  for (let index = newestFirst.length - 1; index >= 0; index--) {
    const message = newestFirst[index];
    if (message !== undefined && thread.at(-1)?.sid !== message.sid) thread.push(message);
  }
  return thread;
}
