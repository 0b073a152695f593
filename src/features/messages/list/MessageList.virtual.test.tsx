/**
 * The message list with thousands of messages: only what is near the screen is rendered, yet a screen
 * reader hears each item's place in the whole list and the keyboard goes on past the rendered edge.
 * jsdom has no layout: its window is 1024 × 768 and every card counts as ESTIMATED_ITEM_PX tall
 * (useVirtualPageList.ts), so what is on screen follows from the scroll position alone.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../lib/twilio/models';
import { testMessage } from '../../../test/messageFixture';
import { placeOf } from '../../../test/messagesPage';
import { scrollPage } from '../../../test/pageScroll';
import { MessageList } from './MessageList';
import { ESTIMATED_ITEM_PX } from '../../../lib/virtualList/useVirtualPageList';

const COUNT = 3000;
const LABEL = 'Messages from and to +1 415 555 0100';
/** Far fewer than the list's: a screen's worth and a few either side. */
const FEW = 30;

function messagesNumbered(count: number, prefix = 'Message'): Message[] {
  const start = Date.UTC(2026, 10, 1);
  return Array.from({ length: count }, (_, i) =>
    testMessage({
      sid: `SM${prefix}${String(i + 1).padStart(30, '0')}`,
      body: `${prefix} ${i + 1}`,
      dateCreatedMs: start - i * 60_000,
    }),
  );
}

const noAnswer = () => undefined;

function list(): HTMLElement {
  return screen.getByRole('list', { name: LABEL });
}

/** The rendered items, in order. */
function items(): HTMLElement[] {
  return within(list())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list());
}

function positions(): number[] {
  return items().map((item) => placeOf(item).position);
}

/** The item that holds the focus, by its place in the list; null when the focus is outside the list. */
function focusedPosition(): number | null {
  const item = document.activeElement?.closest('li[aria-posinset]');
  return item instanceof HTMLElement && list().contains(item) ? placeOf(item).position : null;
}

/** Where an item's top is on the screen: its top in the list (the list starts the page here) less the scroll. */
function screenTopOf(item: HTMLElement): number {
  return Number.parseFloat(item.style.top) - window.scrollY;
}

/** Positions `from` to `to`, both included. */
function run(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe('a long message list', () => {
  it('renders only the items near the screen, each saying its place in the whole list', () => {
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    const shown = items();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(FEW);
    // From the first, in order, with no gap; every one knows the list holds all of them.
    expect(shown.map(placeOf)).toEqual(shown.map((_, i) => ({ position: i + 1, setSize: COUNT })));
    expect(within(shown[0] ?? list()).getByText('Message 1')).toBeInTheDocument();
  });

  it('brings the items of wherever the page is scrolled to, lets the others go, and reaches the last', async () => {
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    await scrollPage(1500 * ESTIMATED_ITEM_PX);
    expect(screen.getByText('Message 1501')).toBeInTheDocument();
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    const middle = positions();
    expect(middle).toEqual(run(middle[0] ?? 0, middle.at(-1) ?? 0));
    expect(middle.length).toBeLessThan(FEW);

    await scrollPage(COUNT * ESTIMATED_ITEM_PX);
    expect(positions().at(-1)).toBe(COUNT);
    expect(screen.getByText(`Message ${COUNT}`)).toBeInTheDocument();
  });

  /** Presses Tab (or Shift+Tab) `presses` times; each time the focus stays in the list, on the same item or the next. */
  async function tabThroughList(user: UserEvent, presses: number, shift = false): Promise<number> {
    let previous = focusedPosition() ?? 0;
    for (let press = 1; press <= presses; press++) {
      await user.tab({ shift });
      const now = focusedPosition();
      expect(now, `press ${press} left the list`).not.toBeNull();
      const step = shift ? previous - (now ?? 0) : (now ?? 0) - previous;
      expect(step).toBeGreaterThanOrEqual(0);
      expect(step).toBeLessThanOrEqual(1);
      previous = now ?? previous;
    }
    return previous;
  }

  it('Tab goes on from the last rendered card to the ones after it', async () => {
    const user = userEvent.setup();
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    const last = items().at(-1);
    if (!last) throw new Error('nothing rendered');
    const edge = placeOf(last).position;
    await user.click(within(last).getByRole('button', { name: 'Reply' }));

    // Each card has four tab stops (Details, Reply, copy From, copy To); the page is never scrolled.
    expect(await tabThroughList(user, 12)).toBe(edge + 3);
    expect(document.activeElement).toHaveAccessibleName('Reply');
    expect(items().length).toBeLessThan(FEW);
  });

  it('Shift+Tab goes on from the first rendered card to the ones before it', async () => {
    const user = userEvent.setup();
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    await scrollPage(1500 * ESTIMATED_ITEM_PX);
    const first = items()[0];
    if (!first) throw new Error('nothing rendered');
    const edge = placeOf(first).position;
    expect(edge).toBeGreaterThan(1);
    await user.click(within(first).getByRole('button', { name: 'Reply' }));

    // Past the cards drawn above the screen as well, once the page has stopped there.
    const beyond = 8;
    expect(await tabThroughList(user, 4 * beyond, true)).toBe(edge - beyond);
    expect(document.activeElement).toHaveAccessibleName('Reply');
  });

  it('keeps the focused card when the page scrolls away from it, and Tab goes on to the next one', async () => {
    const user = userEvent.setup();
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    const third = items()[2];
    if (!third) throw new Error('no third item');
    const reply = within(third).getByRole('button', { name: 'Reply' });
    await user.click(reply);
    expect(reply).toHaveFocus();

    await scrollPage(2000 * ESTIMATED_ITEM_PX);
    expect(screen.getByText('Message 2001')).toBeInTheDocument();
    expect(reply).toBeInTheDocument();
    expect(reply).toHaveFocus();
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();

    // On from Reply: the card's copy buttons (From, To), then the next card.
    await user.tab();
    expect(focusedPosition()).toBe(3);
    expect(document.activeElement).toHaveAccessibleName(/^Copy /);
    await user.tab();
    await user.tab();
    expect(focusedPosition()).toBe(4);
  });

  it('shows the marks of the items it renders: New, Unread and the number a message belongs to', () => {
    const messages = messagesNumbered(COUNT);
    const second = messages[1];
    if (!second) throw new Error('no second message');
    // Signed in: the number's mark reads the account's numbers for its name.
    renderWithProviders(
      <MessageList
        messages={messages}
        onReply={noAnswer}
        label={LABEL}
        newSids={new Set([second.sid])}
        isUnread={(message) => message === second}
        accountNumbers={new Set([second.to])}
      />,
      { signedIn: 'auth-token' },
    );
    const [first, secondItem] = items();
    expect(within(secondItem ?? list()).getByText('New')).toBeInTheDocument();
    expect(within(secondItem ?? list()).getByText('Unread')).toBeInTheDocument();
    expect(within(first ?? list()).queryByText('New')).not.toBeInTheDocument();
    expect(within(first ?? list()).getByText('On +1 415 555 0100')).toBeInTheDocument();
  });

  it('keeps the item being read in place when messages arrive above it', async () => {
    const messages = messagesNumbered(COUNT);
    const { rerender } = render(<MessageList messages={messages} onReply={noAnswer} label={LABEL} />);
    await scrollPage(100 * ESTIMATED_ITEM_PX + 30);
    const reading = screen.getByText('Message 101').closest('li');
    if (!reading) throw new Error('no item for message 101');
    const before = screenTopOf(reading);

    rerender(
      <MessageList
        messages={[...messagesNumbered(2, 'Arrived'), ...messages]}
        onReply={noAnswer}
        label={LABEL}
      />,
    );
    await act(async () => {}); // the scroll events of the correction arrive, as on the next frame
    const after = screen.getByText('Message 101').closest('li');
    if (!after) throw new Error('message 101 is no longer rendered');
    expect(placeOf(after)).toEqual({ position: 103, setSize: COUNT + 2 });
    expect(screenTopOf(after)).toBe(before);
  });

  it('lets new messages come in on screen when the person is at the top of the list', () => {
    const messages = messagesNumbered(COUNT);
    const { rerender } = render(<MessageList messages={messages} onReply={noAnswer} label={LABEL} />);
    rerender(
      <MessageList
        messages={[...messagesNumbered(1, 'Arrived'), ...messages]}
        onReply={noAnswer}
        label={LABEL}
      />,
    );
    expect(window.scrollY).toBe(0);
    expect(within(items()[0] ?? list()).getByText('Arrived 1')).toBeInTheDocument();
  });
});
