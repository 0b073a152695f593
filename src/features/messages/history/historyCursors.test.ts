import { describe, expect, it } from 'vitest';
import type { Message } from '../../../lib/twilio/models';
import { testMessage } from '../../../test/messageFixture';
import {
  advance,
  cursorAfterFirstPage,
  mergeShown,
  readDownTo,
  streamsToRead,
  type StreamCursor,
} from './historyCursors';

const SHOP = '+14155550100';
const MAYA = '+14155559876';

function message(sid: string, minute: number | null, inbound: boolean): Message {
  return testMessage({
    sid,
    direction: inbound ? 'inbound' : 'outbound-api',
    isInbound: inbound,
    from: inbound ? MAYA : SHOP,
    to: inbound ? SHOP : MAYA,
    dateCreatedMs: minute === null ? null : minute * 60_000,
    status: inbound ? 'received' : 'delivered',
  });
}

/** A stream of messages newest first, read `pageSize` at a time, like the provider's paging. */
function pagedStream(messages: Message[], pageSize: number) {
  const pages: Message[][] = [];
  for (let i = 0; i < messages.length; i += pageSize) pages.push(messages.slice(i, i + pageSize));
  return {
    page: (index: number) => ({
      messages: pages[index] ?? [],
      nextPageUrl: index + 1 < pages.length ? `page-${index + 1}` : null,
    }),
  };
}

/** Reads every stream to its end the way the list does, returning what is shown after each step. */
function readAll(streams: Message[][], pageSize: number): Message[][] {
  const paged = streams.map((stream) => pagedStream(stream, pageSize));
  const read: Message[][] = streams.map(() => []);
  const pageIndex = streams.map(() => 0);
  let cursors: StreamCursor[] = paged.map((stream, index) => {
    const first = stream.page(0);
    read[index]?.push(...first.messages);
    return cursorAfterFirstPage(first.messages, first.nextPageUrl);
  });
  const shownAfterEachStep = [mergeShown(read, readDownTo(cursors))];
  for (let step = 0; step < 10_000 && cursors.some((c) => c.next !== null); step++) {
    for (const index of streamsToRead(cursors)) {
      const next = (pageIndex[index] ?? 0) + 1;
      pageIndex[index] = next;
      const page = paged[index]?.page(next);
      const cursor = cursors[index];
      if (!page || !cursor) throw new Error('no page');
      read[index]?.push(...page.messages);
      cursors = cursors.map((c, i) => (i === index ? advance(cursor, page) : c));
    }
    shownAfterEachStep.push(mergeShown(read, readDownTo(cursors)));
  }
  return shownAfterEachStep;
}

/** Every shown list is the newest part of the final one: nothing skipped, nothing repeated, nothing moved. */
function expectGrowsOnlyAtTheEnd(steps: Message[][], all: Message[]) {
  const final = steps[steps.length - 1] ?? [];
  expect(final.map((m) => m.sid)).toEqual(all.map((m) => m.sid));
  for (const shown of steps)
    expect(shown.map((m) => m.sid)).toEqual(final.slice(0, shown.length).map((m) => m.sid));
}

const sortedNewestFirst = (messages: Message[]) =>
  [...messages].sort((a, b) => (b.dateCreatedMs ?? 0) - (a.dateCreatedMs ?? 0) || (a.sid < b.sid ? 1 : -1));

describe('reading a merged history page by page', () => {
  it('1,000 sent and 3 received interleaved: the replies appear in place, never below older sent ones', () => {
    const sent = Array.from({ length: 1000 }, (_, i) =>
      message(`SM-out-${String(i).padStart(4, '0')}`, 5000 - i * 2, false),
    );
    const received = [
      message('SM-in-a', 4999, true),
      message('SM-in-b', 4501, true),
      message('SM-in-c', 3101, true),
    ];
    const steps = readAll([sent, received], 50);
    expectGrowsOnlyAtTheEnd(steps, sortedNewestFirst([...sent, ...received]));
    // The first screen holds sent messages only down to the point both streams have been read past.
    expect(steps[0]?.length).toBe(50);
  });

  it('a number that has received nothing shows its sent messages, page by page', () => {
    const sent = Array.from({ length: 120 }, (_, i) =>
      message(`SM-out-${String(i).padStart(3, '0')}`, 1000 - i, false),
    );
    const steps = readAll([sent, []], 50);
    expectGrowsOnlyAtTheEnd(steps, sent);
    expect(steps.map((shown) => shown.length)).toEqual([49, 99, 120]);
  });

  it('equal timestamps across a page boundary: each message once, in a fixed order', () => {
    const sent = Array.from({ length: 60 }, (_, i) =>
      message(`SM-out-${String(i).padStart(2, '0')}`, 100, false),
    );
    const received = Array.from({ length: 7 }, (_, i) => message(`SM-in-${i}`, 100, true));
    const all = sortedNewestFirst([...sent, ...received]);
    const steps = readAll([sent, received], 50);
    expectGrowsOnlyAtTheEnd(steps, all);
    // Nothing of that second can be shown until every stream is read past it.
    expect(steps[0]).toEqual([]);
  });

  it('a message without a date waits for the end, then stands last', () => {
    const sent = [message('SM-a', 10, false), message('SM-undated', null, false), message('SM-b', 5, false)];
    const cursors = [cursorAfterFirstPage(sent, 'next'), cursorAfterFirstPage([], null)];
    expect(mergeShown([sent], readDownTo(cursors)).map((m) => m.sid)).toEqual(['SM-a']);
    const done = [cursorAfterFirstPage(sent, null), cursorAfterFirstPage([], null)];
    expect(mergeShown([sent], readDownTo(done)).map((m) => m.sid)).toEqual(['SM-a', 'SM-b', 'SM-undated']);
  });

  it('the freshest source wins for a message read twice (a status followed after the list was read)', () => {
    const listed = message('SM-1', 10, false);
    const followed = { ...listed, status: 'undelivered' };
    expect(mergeShown([[followed], [listed]], -Infinity)).toEqual([followed]);
  });

  it('reads only the streams that hold the list back', () => {
    const cursors: StreamCursor[] = [
      { next: { pageUrl: 'a' }, oldestReadMs: 500 },
      { next: { pageUrl: 'b' }, oldestReadMs: 900 },
      { next: null, oldestReadMs: 1000 },
    ];
    expect(readDownTo(cursors)).toBe(900);
    expect(streamsToRead(cursors)).toEqual([1]);
  });
});
