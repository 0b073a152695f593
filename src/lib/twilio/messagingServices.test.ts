import { describe, expect, it } from 'vitest';
import { OTHER_ACCOUNT } from '../../../emulator/src/core/accounts';
import {
  DEMO_CLINIC_NUMBER,
  DEMO_SERVICES,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
} from '../../../emulator/src/core/seed';
import { env } from '../../config/env';
import { demo } from '../../test/render';
import { providerPostedForms, providerRequests, testEmulator } from '../../test/emulator';
import { sendMessage } from './api';
import { ProviderError } from './errors';
import { serviceOfNumber } from '../messagingServices/serviceOfNumber';
import { listMessagingServices, MESSAGING_PAGE_SIZE } from './messagingServices';

const token = demo.credentials('auth-token');

/**
 * A pool one number longer than a page, and one service more than a page besides it (empty ones): both
 * lists page. Returns the pool's numbers.
 */
function seedPastOnePage(): string[] {
  const numbers = Array.from(
    { length: MESSAGING_PAGE_SIZE + 1 },
    (_, i) => `+1415555${String(2000 + i).padStart(4, '0')}`,
  );
  testEmulator().seed({
    kind: 'custom',
    numbers: numbers.map((phoneNumber) => ({ phoneNumber, friendlyName: '', sms: true })),
    messages: [],
    services: [
      { friendlyName: 'The big pool', phoneNumbers: numbers },
      ...Array.from({ length: MESSAGING_PAGE_SIZE + 1 }, (_, i) => ({
        friendlyName: `Empty ${i}`,
        phoneNumbers: [],
      })),
    ],
  });
  return numbers;
}

describe('listMessagingServices', () => {
  it("lists the account's services with the numbers in each, on the Messaging API's URL", async () => {
    const services = await listMessagingServices(token);
    expect(services.map(({ friendlyName, numbers }) => ({ friendlyName, numbers }))).toEqual([
      { friendlyName: DEMO_SERVICES.shop.friendlyName, numbers: [...DEMO_SERVICES.shop.phoneNumbers] },
      {
        friendlyName: DEMO_SERVICES.support.friendlyName,
        numbers: [...DEMO_SERVICES.support.phoneNumbers],
      },
    ]);
    expect(services.every((service) => /^MG[0-9a-f]{32}$/.test(service.sid))).toBe(true);
    const hosts = new Set(providerRequests().map((url) => url.origin));
    expect(hosts).toEqual(new Set([new URL(env.messagingApiBaseUrl).origin]));
    expect(serviceOfNumber(services, DEMO_SUPPORT_LINE_NUMBER)?.friendlyName).toBe('Customer support');
    expect(serviceOfNumber(services, DEMO_CLINIC_NUMBER)).toBeNull();
  });

  it('reads every page of services and of a pool', async () => {
    const numbers = seedPastOnePage();
    const services = await listMessagingServices(token);
    expect(services).toHaveLength(MESSAGING_PAGE_SIZE + 2);
    expect(services[0]).toMatchObject({ friendlyName: 'The big pool', numbers });
    expect(services.at(-1)).toMatchObject({ friendlyName: `Empty ${MESSAGING_PAGE_SIZE}`, numbers: [] });
  });

  it('never follows a next page on another origin, and stops at a page offered again', async () => {
    seedPastOnePage();
    const messagingOrigin = new URL(env.messagingApiBaseUrl).origin;
    testEmulator().setFaults({ foreignNextPageUri: true });
    const foreign = await listMessagingServices(token);
    // The first page of services, and the first page of the big pool.
    expect(foreign).toHaveLength(MESSAGING_PAGE_SIZE);
    expect(foreign[0]?.numbers).toHaveLength(MESSAGING_PAGE_SIZE);
    expect(providerRequests().every((url) => url.origin === messagingOrigin)).toBe(true);

    testEmulator().setFaults({ foreignNextPageUri: false, endlessPaging: 'same-uri' });
    const endless = await listMessagingServices(token);
    expect(endless).toHaveLength(MESSAGING_PAGE_SIZE + 2);
  });

  it("reads only the signed-in account's services; wrong credentials are Twilio's 401", async () => {
    expect(await listMessagingServices(demo.credentials('api-key'))).toHaveLength(2);
    const other = await listMessagingServices({
      type: 'auth-token',
      accountSid: OTHER_ACCOUNT.accountSid,
      authToken: OTHER_ACCOUNT.authToken,
      apiKey: '',
      apiSecret: '',
    });
    expect(other).toEqual([]);
    const refused = await listMessagingServices({ ...token, authToken: 'wrong' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ status: 401, code: 20003 });
  });

  it('says the answer is unreadable when a page is not a list of services', async () => {
    testEmulator().setFaults({ truncateRate: 1 });
    const error = await listMessagingServices(token).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
  });
});

describe('sendMessage through a Messaging Service', () => {
  it('sends MessagingServiceSid instead of From, and the pool sends it', async () => {
    const [shop] = await listMessagingServices(token);
    const accepted = await sendMessage(token, {
      to: '+14155559876',
      from: DEMO_SHOP_NUMBER,
      body: 'Through the pool',
      service: { sid: shop?.sid ?? '', pool: true },
    });
    const [form] = await providerPostedForms();
    expect([...(form?.keys() ?? [])]).toEqual(['To', 'MessagingServiceSid', 'Body']);
    expect(form?.get('MessagingServiceSid')).toBe(shop?.sid);
    expect(accepted).toMatchObject({ from: DEMO_SHOP_NUMBER, to: '+14155559876', body: 'Through the pool' });
  });
});
