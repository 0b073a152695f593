// Contract tests for the Messaging API (messaging.twilio.com/v1) and for scheduling through it: every body
// the emulator answers is checked against Twilio's own OpenAPI descriptions, closed and complete as in
// contract.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/core/accounts';
import { createEmulator, type Emulator } from '../src/core/emulator';
import { DEMO_CLINIC_NUMBER, DEMO_SERVICES } from '../src/core/seed';
import {
  MESSAGING_PATHS,
  MESSAGING_V1,
  PATHS,
  responseValidator,
  twilioErrorValidator,
  type BodyValidator,
} from './openapi';
import { basicAuth, call, list, record, type Answer, type CallOptions } from './requests';

const ACCOUNT = DEMO_ACCOUNT.accountSid;
const BASE = `/2010-04-01/Accounts/${ACCOUNT}`;
const AUTH = basicAuth(ACCOUNT, DEMO_ACCOUNT.authToken);
const START = Date.UTC(2026, 9, 24, 22, 30, 0);
const HOUR = 3_600_000;

let clock = START;
let emulator: Emulator;

beforeEach(() => {
  clock = START;
  emulator = createEmulator({ now: () => clock });
});

function get(path: string, options: CallOptions = {}): Promise<Answer> {
  return call(emulator, path, { auth: AUTH, ...options });
}

function expectConforms(answer: Answer, status: number, validate: BodyValidator): Record<string, unknown> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(validate(answer.body)).toEqual([]);
  return record(answer.body);
}

function messagingValidator(path: string): BodyValidator {
  return responseValidator(path, 'get', 200, MESSAGING_V1);
}

async function serviceSids(): Promise<Record<string, string>> {
  const page = expectConforms(await get('/v1/Services'), 200, messagingValidator(MESSAGING_PATHS.services));
  return Object.fromEntries(
    list(page, 'services').map((item) => [String(item.friendly_name), String(item.sid)]),
  );
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

describe('Messaging Services (v1)', () => {
  it('the service list, one service, its numbers and one number conform', async () => {
    const sids = await serviceSids();
    expect(Object.keys(sids)).toEqual([DEMO_SERVICES.shop.friendlyName, DEMO_SERVICES.support.friendlyName]);
    for (const sid of Object.values(sids)) {
      const service = expectConforms(
        await get(`/v1/Services/${sid}`),
        200,
        messagingValidator(MESSAGING_PATHS.service),
      );
      expect(service.url).toBe(`https://api.twilio.com/v1/Services/${sid}`);
      const numbers = expectConforms(
        await get(`/v1/Services/${sid}/PhoneNumbers`),
        200,
        messagingValidator(MESSAGING_PATHS.serviceNumbers),
      );
      for (const number of list(numbers, 'phone_numbers')) {
        expectConforms(
          await get(`/v1/Services/${sid}/PhoneNumbers/${String(number.sid)}`),
          200,
          messagingValidator(MESSAGING_PATHS.serviceNumber),
        );
      }
    }
  });

  it('first and last pages of PageSize=1 conform, linked by absolute URLs', async () => {
    const first = expectConforms(
      await get('/v1/Services?PageSize=1'),
      200,
      messagingValidator(MESSAGING_PATHS.services),
    );
    const next = String(record(first.meta).next_page_url);
    expect(next).toMatch(/^https:\/\/api\.twilio\.com\/v1\/Services\?.*PageToken=PA/);
    const last = expectConforms(await get(next), 200, messagingValidator(MESSAGING_PATHS.services));
    expect(record(last.meta).next_page_url).toBeNull();
    expect(record(last.meta).previous_page_url).toEqual(expect.stringMatching(/^https:\/\//));
  });

  it('401 and 404 are Twilio-shaped errors', async () => {
    const unauthorized = await get('/v1/Services', { auth: null });
    expect(unauthorized.status).toBe(401);
    expect(twilioErrorValidator()(unauthorized.body)).toEqual([]);
    const missing = await get('/v1/Services/MG00000000000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(twilioErrorValidator()(missing.body)).toEqual([]);
  });
});

describe('scheduled messages', () => {
  it('sent through a service, scheduled, canceled: each answer conforms, and the scheduling errors are Twilio-shaped', async () => {
    const sids = await serviceSids();
    const service = sids[DEMO_SERVICES.shop.friendlyName] ?? '';
    const created = expectConforms(
      await get(`${BASE}/Messages.json`, {
        form: [
          ['To', '+14155559876'],
          ['MessagingServiceSid', service],
          ['Body', 'See you tomorrow at nine.'],
          ['ScheduleType', 'fixed'],
          ['SendAt', iso(START + 10 * HOUR)],
        ],
      }),
      201,
      responseValidator(PATHS.messages, 'post', 201),
    );
    expect(created).toMatchObject({ status: 'scheduled', messaging_service_sid: service });
    const canceled = expectConforms(
      await get(`${BASE}/Messages/${String(created.sid)}.json`, { form: [['Status', 'canceled']] }),
      200,
      responseValidator(PATHS.message, 'post', 200),
    );
    expect(canceled.status).toBe('canceled');

    const refusals: [[string, string][], number][] = [
      [[['SendAt', iso(START + 60_000)]], 35114],
      [[], 35111],
    ];
    for (const [form, code] of refusals) {
      const refused = await get(`${BASE}/Messages.json`, {
        form: [
          ['To', '+14155559876'],
          ['MessagingServiceSid', service],
          ['Body', 'Later'],
          ['ScheduleType', 'fixed'],
          ...form,
        ],
      });
      expect(refused.status).toBe(400);
      expect(twilioErrorValidator()(refused.body)).toEqual([]);
      expect(record(refused.body).code).toBe(code);
    }
    const noService = await get(`${BASE}/Messages.json`, {
      form: [
        ['To', '+14155559876'],
        ['From', DEMO_CLINIC_NUMBER],
        ['Body', 'Later'],
        ['ScheduleType', 'fixed'],
        ['SendAt', iso(START + HOUR)],
      ],
    });
    expect(record(noService.body).code).toBe(35118);
  });
});
