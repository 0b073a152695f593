/**
 * A long thread in jsdom, which has no layout: the thread box is given a height (giveThreadBoxAHeight) and
 * every bubble counts as its estimated height. The scrolling itself is checked in Chromium (e2e/conversations.spec.ts).
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../lib/twilio/models';
import { testMessage } from '../../../test/messageFixture';
import { giveThreadBoxAHeight } from '../../../test/threadBox';
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
  it('opens at the newest with the bubbles near the view alone, each saying its place in the whole thread', () => {
    render(<ThreadMessages messages={thread(COUNT)} label={LABEL} />);
    const items = screen.getAllByRole('listitem');
    expect(items.at(-1)).toHaveAttribute('aria-posinset', String(COUNT));
    // The box's 600 px of bubbles at least, and far fewer than the thread's.
    expect(items.length).toBeGreaterThanOrEqual(Math.ceil(600 / 80));
    expect(items.length).toBeLessThan(30);
    // Next to one another, each saying its place in the whole thread.
    const places = items.map((item) => Number(item.getAttribute('aria-posinset')));
    expect(places).toEqual(places.map((_, i) => (places[0] ?? 0) + i));
    for (const item of items) expect(item).toHaveAttribute('aria-setsize', String(COUNT));
  });
});
