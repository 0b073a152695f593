import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from '../../../emulator/src/core/accounts';
import { DEMO_SMS_NUMBERS, DEMO_VOICE_ONLY_NUMBER } from '../../../emulator/src/core/seed';
import { demo } from '../../test/render';
import { providerRequests, testEmulator } from '../../test/emulator';
import {
  checkCredentials,
  fetchMediaBlob,
  listMedia,
  listMessages,
  listSmsPhoneNumbers,
  sendMessage,
} from './api';
import type { Credentials } from './credentials';
import { ProviderError } from './errors';

const token = demo.credentials('auth-token');
const apiKey = demo.credentials('api-key');

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function pathOf(url: URL): string {
  return url.pathname.replace(/^\/2010-04-01\/Accounts\/[^/]+/, '');
}

describe('checkCredentials (call 1 with PageSize 1)', () => {
  it.each([
    ['an auth token', token],
    ['an API key', apiKey],
  ])('accepts %s of the account', async (_, credentials) => {
    await expect(checkCredentials(credentials)).resolves.toBeUndefined();
    const [request] = providerRequests();
    expect(request?.pathname).toBe(
      `/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/IncomingPhoneNumbers.json`,
    );
    expect(request?.searchParams.get('PageSize')).toBe('1');
    expect(request?.searchParams.get('Beta')).toBe('false');
  });

  it("maps a wrong token to 'Incorrect credentials'", async () => {
    const error = await rejection(checkCredentials({ ...token, authToken: 'f'.repeat(32) }));
    expect(error.message).toBe('Incorrect credentials');
    expect(error.status).toBe(401);
  });

  it("refuses a key of this account on another account's path", async () => {
    const error = await rejection(checkCredentials({ ...apiKey, accountSid: OTHER_ACCOUNT.accountSid }));
    expect(error.message).toBe('Incorrect credentials');
  });

  it('sends empty basic auth for an unknown credential type, which the provider refuses', async () => {
    const error = await rejection(checkCredentials({ ...token, type: '' }));
    expect(error.message).toBe('Incorrect credentials');
  });

  it('maps a dropped connection to the spec wording', async () => {
    testEmulator().setFaults({ dropRate: 1 });
    const error = await rejection(checkCredentials(token));
    expect(error.message).toBe('Incorrect credentials or unable to access your Twilio account');
  });

  it("passes a server error through with Twilio's message", async () => {
    testEmulator().setFaults({ errorRate: 1 });
    const error = await rejection(checkCredentials(token));
    expect([500, 503]).toContain(error.status);
    expect(error.message).not.toMatch(/Request failed with status code/);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('reports a truncated answer as unreadable rather than crashing', async () => {
    testEmulator().setFaults({ truncateRate: 1 });
    const error = await rejection(checkCredentials(token));
    expect(error.message).toMatch(/cannot read/);
  });
});

describe('listSmsPhoneNumbers (call 1, every page)', () => {
  it('returns the SMS-capable numbers sorted, without voice-only ones', async () => {
    const numbers = await listSmsPhoneNumbers(token);
    expect(numbers).toEqual([...DEMO_SMS_NUMBERS].sort());
    expect(numbers).not.toContain(DEMO_VOICE_ONLY_NUMBER);
  });

  it('pages with PageSize 50 and an incremented Page until next_page_uri is null', async () => {
    testEmulator().seed({ kind: 'large', numbers: 130, smsNumbers: 101, messages: 0 });
    const progress: number[] = [];
    const numbers = await listSmsPhoneNumbers(apiKey, {
      onPage: (soFar) => progress.push(soFar.numbers.length),
    });
    expect(numbers).toHaveLength(101);
    expect(new Set(numbers).size).toBe(101);
    expect(numbers).toEqual([...numbers].sort());
    const requests = providerRequests();
    expect(requests.map((url) => url.searchParams.get('Page'))).toEqual(['0', '1', '2']);
    expect(requests.every((url) => url.searchParams.get('PageSize') === '50')).toBe(true);
    // Progress after each page but the last, growing.
    expect(progress).toHaveLength(2);
    expect(progress[0]).toBeLessThan(progress[1] ?? 0);
  });

  it('goes on from where a failed listing stopped', async () => {
    testEmulator().seed({ kind: 'large', numbers: 130, smsNumbers: 101, messages: 0 });
    const all = await listSmsPhoneNumbers(token);
    let firstPage: { numbers: string[]; nextPage: number } | undefined;
    await listSmsPhoneNumbers(token, { onPage: (progress) => (firstPage ??= progress) });
    const before = providerRequests().length;

    const resumed = await listSmsPhoneNumbers(token, { resumeFrom: firstPage });
    expect(resumed).toEqual(all);
    const pagesAsked = providerRequests()
      .slice(before)
      .map((url) => url.searchParams.get('Page'));
    expect(pagesAsked).toEqual(['1', '2']);
  });

  it('returns an empty list for an account without numbers', async () => {
    testEmulator().seed({ kind: 'empty' });
    await expect(listSmsPhoneNumbers(token)).resolves.toEqual([]);
  });
});

describe('listMessages (calls 2 and 3)', () => {
  it('merges messages sent from and to the number, newest first', async () => {
    const number = DEMO_SMS_NUMBERS[0] ?? '';
    const messages = await listMessages(token, number);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.from === number || message.to === number)).toBe(true);
    expect(messages.some((message) => message.isInbound)).toBe(true);
    expect(messages.some((message) => !message.isInbound)).toBe(true);
    const times = messages.map((message) => message.dateCreatedMs);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const requests = providerRequests().map((url) => ({
      path: pathOf(url),
      from: url.searchParams.get('From'),
      to: url.searchParams.get('To'),
    }));
    expect(requests).toEqual(
      expect.arrayContaining([
        { path: '/Messages.json', from: number, to: null },
        { path: '/Messages.json', from: null, to: number },
      ]),
    );
    expect(requests).toHaveLength(2);
  });
});

describe('media (call 4 and the bytes)', () => {
  async function firstMessageWithMedia(credentials: Credentials) {
    for (const number of DEMO_SMS_NUMBERS) {
      const withMedia = (await listMessages(credentials, number)).find(
        (message) => (message.numMedia ?? 0) > 0,
      );
      if (withMedia) return withMedia;
    }
    throw new Error('the demo seed has no MMS');
  }

  it('lists media as absolute URLs on the provider host, without .json', async () => {
    const message = await firstMessageWithMedia(token);
    const media = await listMedia(token, message.sid);
    expect(media).toHaveLength(message.numMedia ?? -1);
    for (const file of media) {
      expect(
        file.url.startsWith(`https://api.twilio.com/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/`),
      ).toBe(true);
      expect(file.url.endsWith('.json')).toBe(false);
    }
  });

  it.each([true, false])(
    'fetches image bytes with the credentials (media auth enforced: %s)',
    async (enforced) => {
      testEmulator().setMediaAuth(enforced);
      const message = await firstMessageWithMedia(apiKey);
      const [file] = await listMedia(apiKey, message.sid);
      const blob = await fetchMediaBlob(apiKey, file?.url ?? '');
      expect(blob.size).toBeGreaterThan(0);
      expect(blob.type).toMatch(/^image\//);
    },
  );

  it('never sends credentials to another host', async () => {
    await expect(fetchMediaBlob(token, 'https://evil.example/steal')).rejects.toThrow(
      /other than the provider/,
    );
    expect(providerRequests()).toHaveLength(0);
  });
});

describe('sendMessage (call 5)', () => {
  it('creates the message form-encoded', async () => {
    const from = DEMO_SMS_NUMBERS[0] ?? '';
    await sendMessage(token, { to: '+14155550123', from, body: 'Hello from the test' });
    const sent = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .find((message) => message.body === 'Hello from the test');
    expect(sent).toMatchObject({ to: '+14155550123', from, direction: 'outbound-api' });
  });

  it("fails with Twilio's code and message for an invalid recipient", async () => {
    const error = await rejection(
      sendMessage(token, { to: '+15005550001', from: DEMO_SMS_NUMBERS[0] ?? '', body: 'Hello' }),
    );
    expect(error.code).toBe(21211);
    expect(error.name).toBe('Error 21211');
    expect(error.message).toMatch(/not a valid phone number/);
  });
});
