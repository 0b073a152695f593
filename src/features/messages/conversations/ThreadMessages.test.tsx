/**
 * A long thread in jsdom, which has no layout: the thread box is given a height (giveThreadBoxAHeight) and
 * every bubble counts as its estimated height. The scrolling itself is checked in Chromium (e2e/conversations.spec.ts).
 */
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../lib/twilio/models';
import { testMessage } from '../../../test/messageFixture';
import { giveThreadBoxAHeight } from '../../../test/threadBox';
import { FIRST_FRAME_ITEMS, OVERSCAN, OVERSCAN_STEP } from '../../../lib/virtualList/useOverscan';
import { ThreadMessages } from './ThreadMessages';

const COUNT = 500;
const LABEL = 'Messages with +1 312 555 0001';

function thread(count: number): Message[] {
  return Array.from({ length: count }, (_, i) =>
    testMessage({ sid: `SM${String(i + 1).padStart(32, '0')}`, body: `Message ${i + 1}` }),
  );
}

beforeEach(giveThreadBoxAHeight);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a long thread', () => {
  it('says it is being put together until the bubbles beyond the view are rendered', async () => {
    render(<ThreadMessages messages={thread(COUNT)} label={LABEL} />);
    const list = screen.getByRole('list', { name: LABEL });
    expect(list).toHaveAttribute('aria-busy', 'true');
    // The view's bubbles first, at the newest end.
    const first = screen.getAllByRole('listitem');
    expect(first.at(-1)).toHaveAttribute('aria-posinset', String(COUNT));

    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(first.length + OVERSCAN);
    // Next to one another, each saying its place in the whole thread.
    const places = items.map((item) => Number(item.getAttribute('aria-posinset')));
    expect(places).toEqual(places.map((_, i) => (places[0] ?? 0) + i));
    for (const item of items) expect(item).toHaveAttribute('aria-setsize', String(COUNT));
  });

  it("draws, in its first render, the bubbles that fill a tall screen's thread box", () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
    render(<ThreadMessages messages={thread(COUNT)} label={LABEL} />);
    // The box is min(65vh, 42rem), 650 px here: more than 8 bubbles at their estimated 80 px.
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(9);
  });

  it("on a phone's screen, draws the newest bubble first and the rest of the view one bubble per painted frame", async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    const places = () =>
      screen.queryAllByRole('listitem').map((item) => Number(item.getAttribute('aria-posinset')));
    // What the thread holds after each change, each state once.
    const seen: number[][] = [];
    const note = () => {
      const now = places();
      if (now.length > 0 && now.join() !== seen.at(-1)?.join()) seen.push(now);
    };
    const observer = new MutationObserver(note);
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      render(<ThreadMessages messages={thread(COUNT)} label={LABEL} />);
      note();
      expect(places()).toEqual(
        Array.from({ length: FIRST_FRAME_ITEMS }, (_, i) => COUNT - FIRST_FRAME_ITEMS + 1 + i),
      );
      const list = screen.getByRole('list', { name: LABEL });
      await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    } finally {
      observer.disconnect();
    }
    // A bubble more each time, the view's and then those beyond it (OVERSCAN_STEP at a time), always
    // the newest ones in a row.
    const added = seen.slice(1).map((shown, i) => shown.length - (seen[i]?.length ?? 0));
    expect(added.length).toBeGreaterThan(OVERSCAN);
    for (const count of added) expect([1, OVERSCAN_STEP]).toContain(count);
    for (const shown of seen) expect(shown).toEqual(shown.map((_, i) => COUNT - shown.length + 1 + i));
    // The thread box's 600 px of 80 px bubbles, and the ones beyond above them.
    expect(places().length).toBeGreaterThanOrEqual(Math.ceil(600 / 80) + OVERSCAN);
  });

  it('is not busy when there is nothing to put together', () => {
    render(<ThreadMessages messages={[]} label={LABEL} />);
    expect(screen.getByRole('list', { name: LABEL })).not.toHaveAttribute('aria-busy');
  });
});
