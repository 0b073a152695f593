import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import type { Message } from '../../../lib/twilio/models';
import { conversationKey, groupConversations, partyLabel, partyOf, threadOf } from './conversationGroups';

const SHOP = '+14155550100';
const CLINIC = '+16505550142';
const MAYA = '+14155551234';
const LUCAS = '+33612345678';

function inbound(sid: string, from: string, to: string, dateCreatedMs: number): Message {
  return testMessage({ sid, from, to, dateCreatedMs });
}

function outbound(sid: string, from: string, to: string, dateCreatedMs: number): Message {
  return testMessage({
    sid,
    from,
    to,
    dateCreatedMs,
    direction: 'outbound-api',
    isInbound: false,
    status: 'delivered',
  });
}

const none = () => false;

describe('partyOf', () => {
  it('is the sender of an inbound message and the recipient of an outbound one', () => {
    expect(partyOf(inbound('a', MAYA, SHOP, 1))).toBe(MAYA);
    expect(partyOf(outbound('b', SHOP, MAYA, 2))).toBe(MAYA);
  });
});

describe('groupConversations', () => {
  it('gives one conversation per party, newest first, with every message both ways, newest first', () => {
    const history = [
      inbound('m3', MAYA, SHOP, 30),
      outbound('l2', SHOP, LUCAS, 20),
      outbound('m2', SHOP, MAYA, 15),
      inbound('l1', LUCAS, SHOP, 10),
      inbound('m1', MAYA, SHOP, 5),
    ];
    const conversations = groupConversations(history, new Set([SHOP]), none);
    expect(conversations.map(({ party, messages }) => [party, messages.map((m) => m.sid)])).toEqual([
      [MAYA, ['m3', 'm2', 'm1']],
      [LUCAS, ['l2', 'l1']],
    ]);
    expect(conversations.every(({ accountNumber }) => accountNumber === SHOP)).toBe(true);
  });

  it('keeps the same party apart on two of the account’s numbers: a reply leaves from the one it belongs to', () => {
    const history = [inbound('c1', MAYA, CLINIC, 20), inbound('s1', MAYA, SHOP, 10)];
    const conversations = groupConversations(history, new Set([SHOP, CLINIC]), none);
    expect(conversations.map(({ accountNumber, party }) => [accountNumber, party])).toEqual([
      [CLINIC, MAYA],
      [SHOP, MAYA],
    ]);
    expect(new Set(conversations.map(({ key }) => key)).size).toBe(2);
  });

  it('a message between two of the account’s numbers is in a conversation on each', () => {
    const sent = outbound('x1', SHOP, CLINIC, 10);
    const received = { ...inbound('x2', SHOP, CLINIC, 10) };
    const conversations = groupConversations([sent, received], new Set([SHOP, CLINIC]), none);
    expect(conversations.map(({ accountNumber, party }) => [accountNumber, party])).toEqual([
      [SHOP, CLINIC],
      [CLINIC, SHOP],
    ]);
  });

  it('counts the unread messages of each conversation', () => {
    const history = [
      inbound('m2', MAYA, SHOP, 20),
      inbound('m1', MAYA, SHOP, 10),
      inbound('l1', LUCAS, SHOP, 5),
    ];
    const unread = (message: Message) => message.sid === 'm2' || message.sid === 'm1';
    expect(groupConversations(history, new Set([SHOP]), unread).map(({ unread: count }) => count)).toEqual([
      2, 0,
    ]);
  });

  it('leaves out messages that belong to none of the numbers', () => {
    expect(groupConversations([inbound('z', MAYA, LUCAS, 1)], new Set([SHOP]), none)).toEqual([]);
  });

  it('keys cannot be confused by a party whose text looks like a separator', () => {
    const tricky = `${SHOP}","${MAYA}`;
    expect(conversationKey({ accountNumber: SHOP, party: tricky })).not.toBe(
      conversationKey({ accountNumber: `${SHOP}","`, party: MAYA }),
    );
  });

  it('groups 20,000 messages in one pass', () => {
    const history = Array.from({ length: 20_000 }, (_, i) =>
      i % 2 === 0 ? inbound(`i${i}`, MAYA, SHOP, -i) : outbound(`o${i}`, SHOP, MAYA, -i),
    );
    const [only, ...rest] = groupConversations(history, new Set([SHOP]), none);
    expect(rest).toEqual([]);
    expect(only?.messages).toHaveLength(20_000);
  });
});

describe('threadOf', () => {
  it('shows a message a number sent to itself once, though both its lists hold it', () => {
    const toItself = outbound('s1', SHOP, SHOP, 1);
    const thread = threadOf(
      [toItself, { ...toItself }],
      { accountNumber: SHOP, party: SHOP },
      new Set([SHOP]),
    );
    expect(thread.map(({ sid }) => sid)).toEqual(['s1']);
  });

  it('is the conversation’s messages, oldest first, from a newest-first history', () => {
    const history = [
      inbound('m3', MAYA, SHOP, 30),
      inbound('l1', LUCAS, SHOP, 20),
      outbound('m2', SHOP, MAYA, 15),
      inbound('m1', MAYA, CLINIC, 5),
    ];
    const thread = threadOf(history, { accountNumber: SHOP, party: MAYA }, new Set([SHOP, CLINIC]));
    expect(thread.map(({ sid }) => sid)).toEqual(['m2', 'm3']);
  });
});

describe('partyLabel', () => {
  it('groups a phone number, writes out hidden characters and names an empty party', () => {
    expect(partyLabel(MAYA)).toBe('+1 415 555 1234');
    expect(partyLabel('\u202E1234-555-514+')).toBe('⟨U+202E⟩1234-555-514+');
    expect(partyLabel('')).toBe('Unknown number');
  });
});
