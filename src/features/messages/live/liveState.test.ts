import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../lib/twilio/errors';
import type { Message } from '../../../lib/twilio/models';
import { testMessage } from '../../../test/messageFixture';
import {
  HIDDEN_INTERVAL_MS,
  awaitingSentMessage,
  afterFailedPoll,
  afterPoll,
  MAX_BACKOFF_MS,
  MIN_BACKOFF_MS,
  nextPollDelay,
  NOT_STARTED,
  withSentMessages,
} from './liveState';

function message(sid: string, minute: number, status = 'received'): Message {
  return testMessage({ sid, dateCreatedMs: minute * 60_000, status });
}

const page = (messages: Message[], nextPageUrl: string | null = null) => ({
  messages,
  unreadable: 0,
  nextPageUrl,
  cutShort: null,
});

describe('live updates', () => {
  it('the first poll is known, not new; a later one marks only unknown sids as new', () => {
    const first = afterPoll(NOT_STARTED, [page([message('SM-2', 2), message('SM-1', 1)], 'next-page')], 1000);
    expect(first.started).toBe(true);
    expect(first.newSids).toEqual([]);
    expect(first.firstPollNextPageUrl).toBe('next-page');
    expect(first.firstPollOldestMs).toBe(60_000);

    const second = afterPoll(
      first,
      [page([message('SM-4', 4), message('SM-3', 3), message('SM-2', 2)])],
      2000,
    );
    expect(second.newSids).toEqual(['SM-4', 'SM-3']);
    expect(second.messages.map((m) => m.sid)).toEqual(['SM-4', 'SM-3', 'SM-2', 'SM-1']);
    expect(second.checkedAt).toBe(2000);
  });

  it('a message read again brings its newer status', () => {
    const first = afterPoll(NOT_STARTED, [page([message('SM-1', 1, 'sent')])], 0);
    const again = afterPoll(first, [page([message('SM-1', 1, 'delivered')])], 1);
    expect(again.messages[0]?.status).toBe('delivered');
    expect(again.newSids).toEqual([]);
  });

  it('a message sent from here is known, so a poll that finds it does not call it new', () => {
    const first = afterPoll(NOT_STARTED, [page([message('SM-1', 1)])], 0);
    const sent = withSentMessages(first, [message('SM-2', 2, 'queued')]);
    const poll = afterPoll(sent, [page([message('SM-2', 2, 'sent'), message('SM-1', 1)])], 1);
    expect(poll.newSids).toEqual([]);
    expect(poll.messages[0]?.status).toBe('sent');
  });

  it('a poll that stopped before reaching a known message says some may be missing', () => {
    const first = afterPoll(NOT_STARTED, [page([message('SM-1', 1)])], 0);
    const flood = afterPoll(
      first,
      [page([message('SM-9', 9)], 'more'), page([message('SM-8', 8)], 'still-more')],
      1,
    );
    expect(flood.gap).toBe(true);
  });

  it('waits the interval while polls succeed, and backs off with full jitter after failures', () => {
    const network = new ProviderError('Failed to fetch', { kind: 'network' });
    const ok = afterPoll(NOT_STARTED, [page([])], 0);
    expect(nextPollDelay(10_000, ok)).toBe(10_000);
    // Drawn once, when the poll fails: a random wait up to interval × 2^failures.
    expect(nextPollDelay(10_000, afterFailedPoll(ok, network, false, 10_000, 1))).toBe(20_000);
    const twice = afterFailedPoll(afterFailedPoll(ok, network, false, 10_000, 1), network, false, 10_000, 1);
    expect(nextPollDelay(10_000, twice)).toBe(40_000);
    expect(nextPollDelay(10_000, afterFailedPoll(ok, network, false, 10_000, 0))).toBe(MIN_BACKOFF_MS);
    let often = ok;
    for (let i = 0; i < 20; i++) often = afterFailedPoll(often, network, false, 10_000, 1);
    expect(nextPollDelay(10_000, often)).toBe(MAX_BACKOFF_MS);
    // A success ends the backoff at once.
    expect(nextPollDelay(10_000, afterPoll(often, [page([])], 1))).toBe(10_000);
  });

  it('a 429 doubles the interval, and calm polls bring it back down', () => {
    const limit = new ProviderError('Too many requests', {
      kind: 'http',
      status: 429,
      code: 20429,
      moreInfo: null,
    });
    const ok = afterPoll(NOT_STARTED, [page([])], 0);
    const recovered = afterPoll(afterFailedPoll(ok, limit, true, 10_000, 1), [page([])], 1);
    expect(nextPollDelay(10_000, recovered)).toBe(20_000);
    let state = recovered;
    for (let i = 0; i < 6; i++) state = afterPoll(state, [page([])], i);
    expect(nextPollDelay(10_000, state)).toBe(10_000);
  });

  it('while the tab is hidden, polls at most once a minute', () => {
    const ok = afterPoll(NOT_STARTED, [page([])], 0);
    expect(nextPollDelay(10_000, ok, true)).toBe(HIDDEN_INTERVAL_MS);
    expect(nextPollDelay(120_000, ok, true)).toBe(120_000);
  });

  it('a poll that reads a sent message again brings its status to the copy that wins', () => {
    const first = afterPoll(NOT_STARTED, [page([])], 0);
    const sent = withSentMessages(first, [message('SM-7', 7, 'sent')]);
    const later = afterPoll(sent, [page([message('SM-7', 7, 'delivered')])], 1);
    expect(later.sent[0]?.status).toBe('delivered');
  });

  it('a send whose answer could not be read is taken as sent from here when a poll finds it', () => {
    const first = afterPoll(NOT_STARTED, [page([])], 0);
    const waiting = awaitingSentMessage(first, { from: '+14155550100', to: '+14155559876', body: 'SM-out' });
    const outbound = {
      ...message('SM-out', 3, 'sent'),
      isInbound: false,
      direction: 'outbound-api',
      from: '+14155550100',
      to: '+14155559876',
    };
    const found = afterPoll(waiting, [page([outbound, message('SM-in', 2)])], 1);
    expect(found.adoptedSids).toEqual(['SM-out']);
    expect(found.newSids).toEqual(['SM-in']);
    expect(found.sent.map((m) => m.sid)).toEqual(['SM-out']);
    expect(found.awaitingSent).toEqual([]);
  });
});
