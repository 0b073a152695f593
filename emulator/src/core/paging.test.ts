import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './accounts';
import { createEmulator, type Emulator } from './emulator';
import type { MessageListResponse, IncomingPhoneNumberListResponse } from './resources';
import { largeSeedBusyNumber } from './seed';
import { call, json, ORIGIN } from './test-helpers';

const large = { kind: 'large' as const, numbers: 120, smsNumbers: 30, messages: 257 };

async function followNext(emulator: Emulator, first: string): Promise<string[]> {
  const sids: string[] = [];
  let next: string | null = first;
  while (next) {
    const page: MessageListResponse = await json(await call(emulator, next));
    sids.push(...page.messages.map((m) => m.sid));
    next = page.next_page_uri;
  }
  return sids;
}

async function incrementPage(emulator: Emulator, query: string, pageSize: number): Promise<string[]> {
  const sids: string[] = [];
  for (let page = 0; ; page++) {
    const body: MessageListResponse = await json(
      await call(emulator, `Messages.json?${query}&PageSize=${pageSize}&Page=${page}`),
    );
    sids.push(...body.messages.map((m) => m.sid));
    if (body.next_page_uri === null) return sids;
  }
}

describe('paging', () => {
  it('both client styles see every message exactly once, newest first', async () => {
    const emulator = createEmulator({ seed: large });
    const busy = encodeURIComponent(largeSeedBusyNumber(large));
    const all = emulator.listMessages(DEMO_ACCOUNT.accountSid).map((m) => m.sid);
    expect(all).toHaveLength(257 + 0);
    const base = `/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json`;
    const viaLinks = await followNext(emulator, `${base}?PageSize=50`);
    const viaPages = await incrementPage(emulator, 'Beta=x', 50);
    expect(viaLinks).toEqual(all);
    expect(viaPages).toEqual(all);
    expect(new Set(viaLinks).size).toBe(257);
    const from = await followNext(emulator, `${base}?From=${busy}&PageSize=7`);
    const to = await followNext(emulator, `${base}?To=${busy}&PageSize=7`);
    expect(from.length + to.length).toBe(257);
    expect(await incrementPage(emulator, `From=${busy}`, 7)).toEqual(from);
  });

  it('describes the page with Twilio’s envelope and relative URIs', async () => {
    const emulator = createEmulator({ seed: large });
    const response = await call(emulator, 'Messages.json?PageSize=100&Page=1&PageToken=bad');
    expect(response.status).toBe(400);
    const first: MessageListResponse = await json(await call(emulator, 'Messages.json?PageSize=100'));
    expect(first).toMatchObject({ page: 0, page_size: 100, start: 0, end: 99, previous_page_uri: null });
    expect(first.uri).toBe(
      `/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json?PageSize=100&Page=0`,
    );
    expect(first.first_page_uri).toBe(first.uri);
    expect(first.next_page_uri).toMatch(/\?PageSize=100&Page=1&PageToken=PA(SM|MM)[0-9a-f]{32}$/);
    const second: MessageListResponse = await json(await call(emulator, first.next_page_uri ?? ''));
    expect(second).toMatchObject({ page: 1, start: 100, end: 199 });
    expect(second.previous_page_uri).toMatch(/Page=0&PageToken=PB/);
    const back: MessageListResponse = await json(await call(emulator, second.previous_page_uri ?? ''));
    expect(back.messages.map((m) => m.sid)).toEqual(first.messages.map((m) => m.sid));
    const last: MessageListResponse = await json(await call(emulator, 'Messages.json?PageSize=100&Page=2'));
    expect(last).toMatchObject({ start: 200, end: 256, next_page_uri: null });
  });

  it('keeps filters in the page links', async () => {
    const emulator = createEmulator({ seed: large });
    const busy = largeSeedBusyNumber(large);
    const page: MessageListResponse = await json(
      await call(emulator, `Messages.json?From=${encodeURIComponent(busy)}&PageSize=5`),
    );
    expect(page.next_page_uri).toContain(`From=${encodeURIComponent(busy)}&PageSize=5&Page=1&PageToken=PA`);
  });

  it('answers an empty list with one empty page', async () => {
    const emulator = createEmulator({ seed: { kind: 'empty' } });
    const body: MessageListResponse = await json(await call(emulator, 'Messages.json'));
    expect(body).toMatchObject({
      messages: [],
      page: 0,
      page_size: 50,
      start: 0,
      end: 0,
      next_page_uri: null,
    });
    expect(body.previous_page_uri).toBeNull();
  });

  it('has no next page when the items fill exactly one page', async () => {
    const emulator = createEmulator({ seed: { kind: 'large', numbers: 50, smsNumbers: 50, messages: 0 } });
    const body: IncomingPhoneNumberListResponse = await json(
      await call(emulator, 'IncomingPhoneNumbers.json'),
    );
    expect(body.incoming_phone_numbers).toHaveLength(50);
    expect(body.end).toBe(49);
    expect(body.next_page_uri).toBeNull();
  });

  it('accepts PageSize 1000 and refuses 1001, 0 and non-numbers with 400 / 20007', async () => {
    const emulator = createEmulator({ seed: { kind: 'large', numbers: 1200, smsNumbers: 1, messages: 0 } });
    const ok: IncomingPhoneNumberListResponse = await json(
      await call(emulator, 'IncomingPhoneNumbers.json?PageSize=1000'),
    );
    expect(ok.incoming_phone_numbers).toHaveLength(1000);
    for (const bad of ['1001', '0', 'ten', '-5']) {
      const response = await call(emulator, `IncomingPhoneNumbers.json?PageSize=${bad}`);
      expect(response.status).toBe(400);
      expect((await json(response)).code).toBe(20007);
    }
  });

  it('numbers page through Page increments like the app does (PageSize 50)', async () => {
    const emulator = createEmulator({ seed: { kind: 'large', numbers: 130, smsNumbers: 40, messages: 0 } });
    const seen: string[] = [];
    for (let page = 0; ; page++) {
      const body: IncomingPhoneNumberListResponse = await json(
        await call(emulator, `IncomingPhoneNumbers.json?Beta=false&PageSize=50&Page=${page}`),
      );
      seen.push(...body.incoming_phone_numbers.map((n) => n.phone_number));
      if (!body.next_page_uri) break;
    }
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
    expect([...seen].sort()).toEqual(seen);
  });

  it('link-following survives a message arriving between pages', async () => {
    const emulator = createEmulator({ seed: large });
    const before = emulator.listMessages(DEMO_ACCOUNT.accountSid).map((m) => m.sid);
    const first: MessageListResponse = await json(await call(emulator, 'Messages.json?PageSize=100'));
    emulator.deliverInbound({ from: '+15551230000', to: largeSeedBusyNumber(large), body: 'late arrival' });
    const rest = await followNext(emulator, (first.next_page_uri ?? '').replace(ORIGIN, ''));
    expect([...first.messages.map((m) => m.sid), ...rest]).toEqual(before);
  });
});
