import { describe, expect, it } from 'vitest';
import { createEmulator } from './emulator';
import { FOREIGN_ORIGIN, respelled, UNREADABLE_VALUE } from './listQuirks';
import { call, json } from './test-helpers';

const NUMBERS = 'IncomingPhoneNumbers.json';
const LARGE = { kind: 'large', numbers: 120, smsNumbers: 90, messages: 10 } as const;

interface NumbersPage {
  incoming_phone_numbers: { sid: string | null; phone_number: string | null }[];
  next_page_uri: string | null;
  uri: string;
}

async function numbersPage(emulator: ReturnType<typeof createEmulator>, path: string): Promise<NumbersPage> {
  const response = await call(emulator, path);
  expect(response.status).toBe(200);
  return json<NumbersPage>(response);
}

describe('list quirks', () => {
  it('errorOnPage fails only the list requests for that page', async () => {
    const emulator = createEmulator({ seed: LARGE, faults: { errorOnPage: 1 } });
    expect((await call(emulator, `${NUMBERS}?PageSize=50&Page=0`)).status).toBe(200);
    const failed = await call(emulator, `${NUMBERS}?PageSize=50&Page=1`);
    expect(failed.status).toBe(500);
    expect(await json(failed)).toMatchObject({ code: 20500 });
    expect((await call(emulator, `${NUMBERS}?PageSize=50&Page=2`)).status).toBe(200);
  });

  it("endlessPaging 'same-uri' gives the last page its own uri as next_page_uri", async () => {
    const emulator = createEmulator({ faults: { endlessPaging: 'same-uri' } });
    const page = await numbersPage(emulator, `${NUMBERS}?Beta=false&PageSize=50&Page=0`);
    expect(page.next_page_uri).toBe(page.uri);
  });

  it("endlessPaging 'next-page' offers Page + 1 with the same token, which repeats the last items", async () => {
    const emulator = createEmulator({ seed: LARGE, faults: { endlessPaging: 'next-page' } });
    const first = await numbersPage(emulator, `${NUMBERS}?PageSize=100&Page=0`);
    const last = await numbersPage(emulator, first.next_page_uri ?? '');
    expect(last.next_page_uri).toMatch(/[?&]Page=2(&|$)/);
    const again = await numbersPage(emulator, last.next_page_uri ?? '');
    expect(again.incoming_phone_numbers).toEqual(last.incoming_phone_numbers);
    expect(again.next_page_uri).toMatch(/[?&]Page=3(&|$)/);
  });

  it('foreignNextPageUri puts the next page on another origin', async () => {
    const emulator = createEmulator({ seed: LARGE, faults: { foreignNextPageUri: true } });
    const page = await numbersPage(emulator, `${NUMBERS}?PageSize=50&Page=0`);
    expect(page.next_page_uri?.startsWith(`${FOREIGN_ORIGIN}/2010-04-01/Accounts/`)).toBe(true);
    expect(page.next_page_uri).toMatch(/PageToken=PA/);
  });

  it('nullOnFirstItem nulls those fields on the first item of each page only', async () => {
    const emulator = createEmulator({ faults: { nullOnFirstItem: ['phone_number', 'sid'] } });
    const page = await numbersPage(emulator, NUMBERS);
    const [first, second] = page.incoming_phone_numbers;
    expect(first).toMatchObject({ phone_number: null, sid: null });
    expect(second?.phone_number).toMatch(/^\+/);
  });

  it('respelledOnFirstItem writes those numbers with punctuation on the first item only', async () => {
    const emulator = createEmulator({ faults: { respelledOnFirstItem: ['to'] } });
    const first = await json<{ messages: { to: string }[] }>(
      await call(emulator, 'Messages.json?PageSize=2'),
    );
    expect(first.messages[0]?.to).toMatch(/^\+\d+ \(\d{3}\) \d{3}-\d{4}$/);
    expect(first.messages[1]?.to).toMatch(/^\+\d+$/);
    expect(respelled('+14155550100')).toBe('+1 (415) 555-0100');
  });

  it('unreadableOnFirstItem puts a value no client can parse there', async () => {
    const emulator = createEmulator({ faults: { unreadableOnFirstItem: ['date_created'] } });
    const page = await json<{ messages: { date_created: string }[] }>(await call(emulator, 'Messages.json'));
    expect(page.messages[0]?.date_created).toBe(UNREADABLE_VALUE);
    expect(Number.isNaN(Date.parse(UNREADABLE_VALUE))).toBe(true);
    expect(Date.parse(page.messages[1]?.date_created ?? '')).toBeGreaterThan(0);
  });

  it('refuses settings it cannot use', () => {
    const emulator = createEmulator();
    expect(() => emulator.setFaults({ endlessPaging: 'forever' as never })).toThrow(/endlessPaging/);
    expect(() => emulator.setFaults({ errorOnPage: -1 })).toThrow(/errorOnPage/);
    expect(() => emulator.setFaults({ nullOnFirstItem: 'sid' as never })).toThrow(/nullOnFirstItem/);
    expect(() => emulator.setFaults({ unreadableOnFirstItem: [1] as never })).toThrow(
      /unreadableOnFirstItem/,
    );
  });
});
