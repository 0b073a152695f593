import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import {
  filterMessages,
  isFiltering,
  NO_FILTER,
  prepareSearch,
  statusesOf,
  type MessageFilter,
} from './messageFilter';

const day = (text: string) => new Date(text).getTime();
const MESSAGES = [
  testMessage({
    sid: 'SM1',
    body: 'Your bike is READY for pickup',
    isInbound: false,
    direction: 'outbound-api',
    from: '+14155550100',
    to: '+14155551234',
    status: 'delivered',
    dateCreatedMs: day('2026-11-22T23:59:00'),
  }),
  testMessage({
    sid: 'SM2',
    body: 'Running late, sorry!',
    from: '+447700900123',
    status: 'received',
    dateCreatedMs: day('2026-11-23T00:00:00'),
  }),
  testMessage({
    sid: 'SM3',
    body: 'Is the bike ready?',
    status: 'received',
    dateCreatedMs: day('2026-11-20T12:00:00'),
  }),
  testMessage({
    sid: 'SM4',
    body: 'Reminder',
    isInbound: false,
    direction: 'outbound-api',
    from: '+14155550100',
    to: '+15005550006',
    status: 'failed',
    dateCreatedMs: null,
  }),
];
const sids = (filter: Partial<MessageFilter>) =>
  filterMessages(MESSAGES, { ...NO_FILTER, ...filter }).map((m) => m.sid);

describe('filterMessages', () => {
  it('returns the very list when nothing filters, so nothing re-renders for it', () => {
    expect(filterMessages(MESSAGES, NO_FILTER)).toBe(MESSAGES);
    expect(filterMessages(MESSAGES, { ...NO_FILTER, text: '   ' })).toBe(MESSAGES);
    expect(isFiltering({ ...NO_FILTER, text: '  ' })).toBe(false);
  });

  it('finds every word of the text in the body or the numbers, ignoring case and order', () => {
    expect(sids({ text: 'bike ready' })).toEqual(['SM1', 'SM3']);
    expect(sids({ text: 'READY pickup' })).toEqual(['SM1']);
    expect(sids({ text: 'bike  nowhere' })).toEqual([]);
  });

  it('finds a number however it is typed: raw, grouped as shown, or by its digits', () => {
    expect(sids({ text: '+447700900123' })).toEqual(['SM2']);
    expect(sids({ text: '+44 7700 900' })).toEqual(['SM2']);
    expect(sids({ text: '(500) 555-0006' })).toEqual(['SM4']);
    expect(sids({ text: '5551234' })).toEqual(['SM1', 'SM3']);
  });

  it("finds a number written as it is at home, in the country of the account's number", () => {
    const french = [
      testMessage({ sid: 'FR1', body: 'Bonjour', from: '+33612345678', to: '+33755550100' }),
      testMessage({ sid: 'US1', body: 'Hello', from: '+14155551234', to: '+14155550100' }),
    ];
    const found = (text: string) => filterMessages(french, { ...NO_FILTER, text }).map((m) => m.sid);
    // The message came to a French number, so '06…' is read as a French number: +33 6…
    expect(found('06 12 34 56 78')).toEqual(['FR1']);
    expect(found('06 12 34')).toEqual(['FR1']);
    // Not read as French for a message on a US number.
    expect(found('(415) 555-1234')).toEqual(['US1']);
  });

  it('finds words whatever their accents and case', () => {
    const accented = [
      testMessage({ sid: 'A1', body: 'La réparation est terminée' }),
      testMessage({ sid: 'A2', body: 'Reparation booked' }),
    ];
    const found = (text: string) => filterMessages(accented, { ...NO_FILTER, text }).map((m) => m.sid);
    expect(found('reparation')).toEqual(['A1', 'A2']);
    expect(found('RÉPARATION terminee')).toEqual(['A1']);
  });

  it('filters by direction and by status', () => {
    expect(sids({ direction: 'outbound' })).toEqual(['SM1', 'SM4']);
    expect(sids({ direction: 'inbound' })).toEqual(['SM2', 'SM3']);
    expect(sids({ status: 'failed' })).toEqual(['SM4']);
    expect(sids({ direction: 'inbound', status: 'delivered' })).toEqual([]);
  });

  it('takes whole local days, both ends included, and leaves out messages of unknown date', () => {
    expect(sids({ fromDay: '2026-11-23' })).toEqual(['SM2']);
    expect(sids({ toDay: '2026-11-22' })).toEqual(['SM1', 'SM3']);
    expect(sids({ fromDay: '2026-11-21', toDay: '2026-11-22' })).toEqual(['SM1']);
    expect(sids({ fromDay: 'not a day' })).toEqual(['SM1', 'SM2', 'SM3', 'SM4']);
  });
});

describe('prepareSearch', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lets a search that comes while the list is being indexed find every message, indexed or not', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A clock that moves a millisecond each time it is read: a slice then ends after a few hundred.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    const long = Array.from({ length: 3000 }, (_, i) =>
      testMessage({ sid: `SM${i}`, body: i === 2999 ? 'the last one' : `note-${i}` }),
    );
    const stop = prepareSearch(long);
    vi.advanceTimersToNextTimer();
    expect(vi.getTimerCount()).toBe(1); // more to index: the next slice is waiting
    stop();
    const found = (text: string) => filterMessages(long, { ...NO_FILTER, text }).map((m) => m.sid);
    expect(found('note-0')).toEqual(['SM0']);
    expect(found('note-2998')).toEqual(['SM2998']);
    expect(found('LAST')).toEqual(['SM2999']);
    expect(found('note-').length).toBe(2999);
  });
});

describe('statusesOf', () => {
  it('lists the statuses present, most common first', () => {
    expect(statusesOf(MESSAGES)).toEqual(['received', 'delivered', 'failed']);
  });
});
