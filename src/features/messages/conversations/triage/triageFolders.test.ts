import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../../test/messageFixture';
import { groupConversations, type Conversation } from '../conversationGroups';
import { conversationsIn } from './triageFolders';
import type { TriageMarks } from './triageMarks';

const OURS = '+14155550100';
const PARTIES = ['+14155550001', '+14155550002', '+14155550003', '+14155550004'];

/** One conversation per party, newest first: the first party wrote last. */
function conversations(unreadParty?: string): Conversation[] {
  const messages = PARTIES.map((party, index) =>
    testMessage({ sid: `SM${index}`, from: party, to: OURS, isInbound: true, dateCreatedMs: 1000 - index }),
  );
  return groupConversations(messages, new Set([OURS]), (message) => message.from === unreadParty);
}

function keyOf(party: string): string {
  return JSON.stringify([OURS, party]);
}

function partiesIn(folder: Parameters<typeof conversationsIn>[0], marks: TriageMarks, unreadParty?: string) {
  return conversationsIn(folder, conversations(unreadParty), marks).map((conversation) => conversation.party);
}

const [FIRST = '', SECOND = '', THIRD = '', FOURTH = ''] = PARTIES;

describe('conversationsIn', () => {
  it('puts pinned conversations first, newest first among them, and leaves archived ones to Archived', () => {
    const marks: TriageMarks = {
      [keyOf(THIRD)]: { pinned: true },
      [keyOf(FOURTH)]: { pinned: true },
      [keyOf(SECOND)]: { archivedUpTo: 999 },
    };
    expect(partiesIn('inbox', marks)).toEqual([THIRD, FOURTH, FIRST]);
    expect(partiesIn('pinned', marks)).toEqual([THIRD, FOURTH]);
    expect(partiesIn('archived', marks)).toEqual([SECOND]);
  });

  it('brings an archived conversation back once it has a newer message', () => {
    const marks: TriageMarks = { [keyOf(SECOND)]: { archivedUpTo: 998 } };
    expect(partiesIn('inbox', marks)).toEqual(PARTIES);
    expect(partiesIn('archived', marks)).toEqual([]);
  });

  it('shows as unread what has unread messages or was marked unread, and only those under Unread', () => {
    const marks: TriageMarks = { [keyOf(FOURTH)]: { unread: true } };
    const inbox = conversationsIn('inbox', conversations(FIRST), marks);
    expect(inbox.map((conversation) => conversation.shownUnread)).toEqual([true, false, false, true]);
    expect(partiesIn('unread', marks, FIRST)).toEqual([FIRST, FOURTH]);
  });

  it('never shows an archived conversation as pinned', () => {
    const marks: TriageMarks = { [keyOf(FIRST)]: { pinned: true, archivedUpTo: 1000 } };
    expect(conversationsIn('archived', conversations(), marks)[0]?.pinned).toBe(false);
    expect(partiesIn('pinned', marks)).toEqual([]);
  });
});
