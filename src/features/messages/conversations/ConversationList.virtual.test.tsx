/**
 * An account with thousands of parties: only the conversation rows near the screen are rendered, each
 * saying its place in the whole list; a row the focus is to go back to is rendered wherever the page
 * is; and the rows being read stay where they are on the screen when a conversation moves to the top.
 * jsdom has no layout: its window is 1024 × 768 and every row counts as ESTIMATED_ROW_PX tall.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../lib/twilio/models';
import { testMessage } from '../../../test/messageFixture';
import { placeOf } from '../../../test/messagesPage';
import { scrollPage } from '../../../test/pageScroll';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { groupConversations } from './conversationGroups';
import { conversationsIn, type TriagedConversation } from './triage/triageFolders';
import { ConversationList, ESTIMATED_ROW_PX } from './ConversationList';

const OURS = '+14155550100';
const COUNT = 2000;
const LABEL = 'Conversations on +1 415 555 0100';
/** Far fewer than the list's: a screen's worth and a few either side. */
const FEW = 30;

/** The party of the conversation at `position` (from 1): newest first, one message each. */
function partyAt(position: number): string {
  return `+1312${String(5_000_000 + position).padStart(7, '0')}`;
}

const START = Date.UTC(2026, 10, 1);

/** One message from each of `count` parties, newest first. */
function messagesFrom(count: number): Message[] {
  return Array.from({ length: count }, (_, i) =>
    testMessage({
      sid: `SM${String(i + 1).padStart(32, '0')}`,
      from: partyAt(i + 1),
      to: OURS,
      isInbound: true,
      body: `Hello from party ${i + 1}`,
      dateCreatedMs: START - i * 60_000,
    }),
  );
}

function grouped(messages: Message[]): TriagedConversation[] {
  return conversationsIn(
    'inbox',
    groupConversations(messages, new Set([OURS]), () => false),
    {},
  );
}

function conversations(count: number): TriagedConversation[] {
  return grouped(messagesFrom(count));
}

/** The party at `position` writes again: its conversation goes to the top of the list. */
function withNewMessageFrom(messages: Message[], position: number): Message[] {
  const arrived = testMessage({
    sid: `SMnew${String(position).padStart(29, '0')}`,
    from: partyAt(position),
    to: OURS,
    isInbound: true,
    body: `Again from party ${position}`,
    dateCreatedMs: START + 60_000,
  });
  return [arrived, ...messages];
}

const NO_SIDS: ReadonlySet<string> = new Set();

function renderList(all: TriagedConversation[], keptKey: string | null = null) {
  const opened: TriagedConversation[] = [];
  const listOf = (shown: TriagedConversation[], { active = true } = {}) => (
    <ConversationList
      conversations={shown}
      label={LABEL}
      emptyText="No conversations yet."
      showAccountNumber={false}
      newSids={NO_SIDS}
      filtering={false}
      onOpen={(conversation) => opened.push(conversation)}
      onRowActions={() => undefined}
      keptKey={keptKey}
      active={active}
    />
  );
  const view = render(listOf(all));
  /** The list again with other conversations, shown or hidden behind a thread (not active). */
  const rerenderWith = (shown: TriagedConversation[], state: { active?: boolean } = {}) =>
    view.rerender(listOf(shown, state));
  return { ...view, opened, rerenderWith };
}

function list(): HTMLElement {
  return screen.getByRole('list', { name: LABEL });
}

function rowOf(position: number): HTMLElement {
  const row = screen.getByRole('button', { name: formatPartyNumber(partyAt(position)) }).closest('li');
  if (!row) throw new Error(`no row for party ${position}`);
  return row;
}

/** Where a row is on jsdom's screen: its place in the list (the virtualiser's `top`) less the scroll. */
function screenTopOf(row: HTMLElement): number {
  return Number.parseFloat(row.style.top) - window.scrollY;
}

function positions(): number[] {
  return within(list())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list())
    .map((item) => placeOf(item).position);
}

describe('a long conversation list', () => {
  it('renders only the rows near the screen, each saying its place in the whole list', () => {
    renderList(conversations(COUNT));
    const rows = within(list()).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(FEW);
    expect(rows.map(placeOf)).toEqual(rows.map((_, i) => ({ position: i + 1, setSize: COUNT })));
    expect(within(rows[0] ?? list()).getAllByRole('button')[0]).toHaveAccessibleName(
      formatPartyNumber(partyAt(1)),
    );
  });

  it('brings the rows of wherever the page is scrolled to, which open their conversation', async () => {
    const user = userEvent.setup();
    const { opened } = renderList(conversations(COUNT));
    await scrollPage(1500 * ESTIMATED_ROW_PX);
    const shown = positions();
    expect(shown).toContain(1501);
    expect(shown).toEqual(shown.map((_, i) => (shown[0] ?? 0) + i));
    expect(shown.length).toBeLessThan(FEW);
    expect(screen.queryByText('Hello from party 1')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: formatPartyNumber(partyAt(1501)) }));
    expect(opened.map((conversation) => conversation.party)).toEqual([partyAt(1501)]);
  });

  it('keeps the row the focus goes back to rendered, with its neighbours, far from the screen', () => {
    const all = conversations(COUNT);
    const kept = all[1199];
    if (!kept) throw new Error('no row 1200');
    renderList(all, kept.key);
    const shown = positions();
    // The screen's rows from the first, then the kept one with its neighbours.
    expect(shown.slice(0, -3)).toEqual(shown.slice(0, -3).map((_, i) => i + 1));
    expect(shown.slice(-3)).toEqual([1199, 1200, 1201]);
    expect(screen.getByRole('button', { name: formatPartyNumber(kept.party) })).toBeInTheDocument();
  });

  it('keeps the rows being read in place when the one at the top of the screen gets a message', async () => {
    const messages = messagesFrom(COUNT);
    const { rerenderWith } = renderList(grouped(messages));
    await scrollPage(100 * ESTIMATED_ROW_PX + 20);
    // Row 101 is cut by the screen's top edge; row 102 is the first one whole.
    const before = screenTopOf(rowOf(102));
    const scrolled = window.scrollY;

    // Party 101 goes to the top of the list; the rows after it did not move.
    rerenderWith(grouped(withNewMessageFrom(messages, 101)));
    await act(async () => {}); // any scroll the list makes arrives, as on the next frame
    expect(placeOf(rowOf(102))).toEqual({ position: 102, setSize: COUNT });
    expect(screenTopOf(rowOf(102))).toBe(before);
    expect(window.scrollY).toBe(scrolled);
    // The rows above it moved down by one, to fill its place.
    expect(placeOf(rowOf(100))).toEqual({ position: 101, setSize: COUNT });
  });

  it('keeps the row at the top of the screen in place when one below it goes to the top', async () => {
    const messages = messagesFrom(COUNT);
    const { rerenderWith } = renderList(grouped(messages));
    await scrollPage(100 * ESTIMATED_ROW_PX + 20);
    const before = screenTopOf(rowOf(101));

    rerenderWith(grouped(withNewMessageFrom(messages, 105)));
    await act(async () => {});
    expect(placeOf(rowOf(101))).toEqual({ position: 102, setSize: COUNT });
    expect(screenTopOf(rowOf(101))).toBe(before);
  });

  it('leaves the page where it is while a thread is shown in its place', async () => {
    const messages = messagesFrom(COUNT);
    const { rerenderWith } = renderList(grouped(messages));
    await scrollPage(100 * ESTIMATED_ROW_PX + 20);
    rerenderWith(grouped(messages), { active: false });
    // The thread's page is scrolled by the person; the hidden list notes nothing of it.
    await scrollPage(50 * ESTIMATED_ROW_PX + 20);

    rerenderWith(grouped(withNewMessageFrom(messages, 60)), { active: false });
    await act(async () => {});
    expect(window.scrollY).toBe(50 * ESTIMATED_ROW_PX + 20);
  });

  it('says so when there are none', () => {
    renderList([]);
    expect(screen.getByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
