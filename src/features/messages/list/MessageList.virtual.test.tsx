/**
 * The message list with thousands of messages: only what is near the screen is rendered, yet a screen
 * reader hears each item's place in the whole list and the keyboard goes on past the rendered edge.
 * jsdom has no layout: its window is 1024 × 768 and every card counts as ESTIMATED_ITEM_PX tall
 * (useVirtualPageList.ts), so what is on screen follows from the scroll position alone.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Message } from '../../../lib/twilio/models';
import { testMessage } from '../../../test/messageFixture';
import { placeOf } from '../../../test/messagesPage';
import { scrollPage } from '../../../test/pageScroll';
import { MessageList } from './MessageList';
import { FIRST_FRAME_ITEMS, OVERSCAN, OVERSCAN_STEP } from '../../../lib/virtualList/useOverscan';
import { ESTIMATED_ITEM_PX } from '../../../lib/virtualList/useVirtualPageList';

const COUNT = 3000;
const LABEL = 'Messages from and to +1 415 555 0100';
/** Cards on jsdom's 768 px screen at the estimated height, from one at its top. */
const ON_SCREEN = Math.ceil(768 / ESTIMATED_ITEM_PX);
/** The screen's, the overscan either side, and the focused card with its neighbours. */
const MOST_RENDERED = ON_SCREEN + 2 * OVERSCAN + 3;

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

/**
 * Stops the clock the list reads to tell a race (performance.now) until `vi.useRealTimers()` or the test's
 * end: scrolls then come soon after one another however long jsdom takes to render each.
 */
function holdClockStill(): void {
  vi.useFakeTimers({ toFake: ['performance'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

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

/**
 * Renders a list (a long one unless told) and notes how many items the page holds after each change,
 * until the test ends: each number once, in order.
 */
function renderCountingItems(length = COUNT): number[] {
  const counts: number[] = [];
  const noteCount = () => {
    const count = screen.queryAllByRole('listitem').length;
    if (counts.at(-1) !== count) counts.push(count);
  };
  const observer = new MutationObserver(noteCount);
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  render(<MessageList messages={messagesNumbered(length)} onReply={noAnswer} label={LABEL} />);
  noteCount();
  return counts;
}

describe('a long message list', () => {
  it('renders only the items near the screen, each saying its place in the whole list', async () => {
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    // The screen's cards first, and the list says it is still being put together.
    expect(positions()).toEqual(Array.from({ length: ON_SCREEN }, (_, i) => i + 1));
    expect(list()).toHaveAttribute('aria-busy', 'true');
    // Once they are painted, OVERSCAN more below them.
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    const shown = items();
    expect(shown).toHaveLength(ON_SCREEN + OVERSCAN);
    // From the first, in order, with no gap; every one knows the list holds all of them.
    expect(shown.map(placeOf)).toEqual(shown.map((_, i) => ({ position: i + 1, setSize: COUNT })));
    expect(within(shown[0] ?? list()).getByText('Message 1')).toBeInTheDocument();
    // As tall as all of them, so the page scrolls as far as a whole list would.
    expect(list()).toHaveStyle({ height: `${COUNT * ESTIMATED_ITEM_PX}px` });
  });

  it("on a phone's screen, draws the first card first and the rest of the screen one card per painted frame", async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const counts = renderCountingItems();
    expect(positions()).toEqual(Array.from({ length: FIRST_FRAME_ITEMS }, (_, i) => i + 1));
    expect(list()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    // The rest of it a card at a time, then as on any screen: the items beyond it a step at a time.
    const screenful = Array.from(
      { length: ON_SCREEN - FIRST_FRAME_ITEMS + 1 },
      (_, i) => FIRST_FRAME_ITEMS + i,
    );
    expect(counts.slice(0, screenful.length + 1)).toEqual([...screenful, ON_SCREEN + OVERSCAN_STEP]);
    expect(positions()).toEqual(Array.from({ length: ON_SCREEN + OVERSCAN }, (_, i) => i + 1));
  });

  it("on a phone's screen, draws a list shorter than the screen a card per painted frame, then is done", async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const counts = renderCountingItems(3);
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    expect(counts).toEqual([1, 2, 3]);
    expect(positions()).toEqual([1, 2, 3]);
  });

  it('adds the items beyond the screen a few at a time, each step in a render of its own', async () => {
    const counts = renderCountingItems();
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    const steps = Array.from(
      { length: OVERSCAN / OVERSCAN_STEP + 1 },
      (_, i) => ON_SCREEN + i * OVERSCAN_STEP,
    );
    expect(counts).toEqual(steps);
  });

  it('draws nothing more beyond the screen once another view is rendering in its place', async () => {
    const messages = messagesNumbered(COUNT);
    const { rerender } = render(<MessageList messages={messages} onReply={noAnswer} label={LABEL} />);
    await waitFor(() => expect(items()).toHaveLength(ON_SCREEN + OVERSCAN_STEP));
    rerender(<MessageList messages={messages} onReply={noAnswer} label={LABEL} leaving />);
    // A step already on its way may still be drawn as the list learns it is leaving; none after it.
    const drawn = items().length;
    expect(drawn).toBeLessThan(ON_SCREEN + OVERSCAN);

    // A list mounted beside it now draws its screen and every step beyond it, each after a paint as the
    // first list's next steps would come: by then the first would have drawn all of its own.
    render(<MessageList messages={messagesNumbered(COUNT, 'Other')} onReply={noAnswer} label="Other" />);
    const other = screen.getByRole('list', { name: 'Other' });
    await waitFor(() => expect(other).not.toHaveAttribute('aria-busy'));
    expect(within(other).getAllByRole('listitem')).toHaveLength(ON_SCREEN + OVERSCAN);
    expect(items()).toHaveLength(drawn);
  });

  it("reads the window's size as it mounts, not in every render: in a browser each read waits for layout", async () => {
    const width = vi.spyOn(window, 'innerWidth', 'get');
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    const readsOnceShown = width.mock.calls.length;
    // Each scroll renders the list again, with other items.
    for (const cards of [3, 300, 3000]) await scrollPage(cards * ESTIMATED_ITEM_PX);
    expect(screen.getByText(`Message ${COUNT}`)).toBeInTheDocument();
    expect(width).toHaveBeenCalledTimes(readsOnceShown);
  });

  it("finds its place in the page in a ResizeObserver's first report, not as it is shown; in a tab in the background, at once", async () => {
    // A browser's observer: its first report comes with the next frame, after the page is laid out.
    const reportFrames: Array<() => void> = [];
    class NextFrameResizeObserver {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        if (target === document.body) reportFrames.push(() => this.report([], this));
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', NextFrameResizeObserver);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { unmount } = render(
      <MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />,
    );
    await act(async () => {});
    // Shown at the height of all its items, none drawn yet: nothing measured in the commit.
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0);
    expect(list()).toHaveStyle({ height: `${COUNT * ESTIMATED_ITEM_PX}px` });
    expect(list()).toHaveAttribute('aria-busy', 'true');
    act(() => reportFrames.forEach((report) => report()));
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    expect(positions()).toEqual(Array.from({ length: ON_SCREEN + OVERSCAN }, (_, i) => i + 1));
    unmount();

    // A tab in the background draws no frames, so no report would come until it is shown.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    expect(positions()).toEqual(Array.from({ length: ON_SCREEN + OVERSCAN }, (_, i) => i + 1));
  });

  it('brings the items of wherever the page is scrolled to, and lets the others go', async () => {
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    await scrollPage(1500 * ESTIMATED_ITEM_PX);
    expect(screen.getByText('Message 1501')).toBeInTheDocument();
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    // The screen's cards from the 1,501st, and OVERSCAN more either side.
    const middle = positions();
    expect(middle).toEqual(Array.from({ length: ON_SCREEN + 2 * OVERSCAN }, (_, i) => 1501 - OVERSCAN + i));

    await scrollPage(COUNT * ESTIMATED_ITEM_PX);
    expect(positions().at(-1)).toBe(COUNT);
    expect(screen.getByText(`Message ${COUNT}`)).toBeInTheDocument();
  });

  it('draws only the screen while the page races through the list, and the items beyond once it rests', async () => {
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    // A fast flick: each scroll soon after the last, and farther than the items beyond the screen reach.
    holdClockStill();
    await scrollPage(1000 * ESTIMATED_ITEM_PX);
    // Not even for the scroll's own render: the frame that shows the new screen draws nothing else.
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(items().length));
    observer.observe(list(), { childList: true });
    await scrollPage(1500 * ESTIMATED_ITEM_PX);
    observer.disconnect();
    expect(Math.max(...counts)).toBe(ON_SCREEN);
    expect(positions()).toEqual(Array.from({ length: ON_SCREEN }, (_, i) => 1501 + i));
    expect(list()).toHaveAttribute('aria-busy', 'true');
    vi.useRealTimers();

    // Once the page has been still a moment, OVERSCAN either side again.
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    expect(positions()).toEqual(
      Array.from({ length: ON_SCREEN + 2 * OVERSCAN }, (_, i) => 1501 - OVERSCAN + i),
    );
  });

  it('keeps the items beyond the screen while the page scrolls no farther than they reach', async () => {
    render(<MessageList messages={messagesNumbered(COUNT)} onReply={noAnswer} label={LABEL} />);
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    // A wheel's steps, one soon after another.
    holdClockStill();
    for (const cards of [2, 4, 6]) {
      await scrollPage(cards * ESTIMATED_ITEM_PX);
      expect(positions()).toEqual(
        Array.from({ length: ON_SCREEN + 2 * OVERSCAN }, (_, i) => cards + 1 - OVERSCAN + i).filter(
          (position) => position >= 1,
        ),
      );
    }
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
    expect(items().length).toBeLessThanOrEqual(MOST_RENDERED);
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
    const beyond = OVERSCAN + 2;
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
