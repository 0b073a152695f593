/** Picks test subjects out of whatever the seed holds, so the tests do not hard-code seed contents. */
import type { MessageResource } from '../src/core/resources';
import { DEMO_OPTED_OUT_CONTACT } from '../src/core/seed';

export interface Conversation {
  /** The account's own number. */
  ours: string;
  /** The other party. */
  contact: string;
  /** How many messages were sent to the contact and how many came from our number. */
  toContact: number;
  fromOurs: number;
}

/**
 * The conversation with the most messages in both directions, so that filtered lists span several pages.
 * The contact who opted out is skipped, because sending to them is refused (21610).
 */
export function busiestConversation(messages: readonly MessageResource[]): Conversation {
  const conversations = new Map<string, Conversation>();
  for (const message of messages) {
    const inbound = message.direction === 'inbound';
    const ours = inbound ? message.to : message.from;
    const contact = inbound ? message.from : message.to;
    if (contact === DEMO_OPTED_OUT_CONTACT) continue;
    const key = `${ours}|${contact}`;
    const conversation = conversations.get(key) ?? { ours, contact, toContact: 0, fromOurs: 0 };
    if (!inbound) conversation.toContact += 1;
    conversations.set(key, conversation);
  }
  for (const conversation of conversations.values()) {
    conversation.fromOurs = messages.filter((message) => message.from === conversation.ours).length;
  }
  const best = [...conversations.values()].sort(
    (a, b) => Math.min(b.toContact, b.fromOurs) - Math.min(a.toContact, a.fromOurs),
  )[0];
  if (best === undefined) throw new Error('The seed has no conversation');
  return best;
}
