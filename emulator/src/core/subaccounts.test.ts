import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_CLOSED_SUBACCOUNT, DEMO_SUBACCOUNT, OTHER_ACCOUNT } from './accounts';
import { createEmulator } from './emulator';
import { DEMO_SUBACCOUNT_NUMBER } from './seed';
import { call, json } from './test-helpers';

const LIST = '/2010-04-01/Accounts.json';

interface Listed {
  accounts: { sid: string; friendly_name: string; status: string; owner_account_sid: string }[];
  next_page_uri: string | null;
}

async function listed(path: string, init: Parameters<typeof call>[2] = {}): Promise<Listed> {
  const response = await call(createEmulator(), path, init);
  expect(response.status).toBe(200);
  return json<Listed>(response);
}

describe('subaccounts', () => {
  it("the main account's Auth Token lists it and its subaccounts, each with its status and owner", async () => {
    const { accounts } = await listed(LIST);
    expect(accounts.map(({ sid, status, owner_account_sid }) => [sid, status, owner_account_sid])).toEqual([
      [DEMO_ACCOUNT.accountSid, 'active', DEMO_ACCOUNT.accountSid],
      [DEMO_SUBACCOUNT.accountSid, 'active', DEMO_ACCOUNT.accountSid],
      [DEMO_CLOSED_SUBACCOUNT.accountSid, 'closed', DEMO_ACCOUNT.accountSid],
    ]);
  });

  it('FriendlyName, Status and PageSize narrow and page the list', async () => {
    expect((await listed(`${LIST}?Status=closed`)).accounts.map((a) => a.friendly_name)).toEqual([
      DEMO_CLOSED_SUBACCOUNT.friendlyName,
    ]);
    expect((await listed(`${LIST}?FriendlyName=Downtown%20store`)).accounts).toHaveLength(1);
    const first = await listed(`${LIST}?PageSize=2`);
    expect(first.accounts).toHaveLength(2);
    expect(first.next_page_uri).toMatch(/^\/2010-04-01\/Accounts\.json\?/);
  });

  it('an API key lists only its own account, as does a subaccount', async () => {
    expect((await listed(LIST, { auth: 'key' })).accounts.map((a) => a.sid)).toEqual([
      DEMO_ACCOUNT.accountSid,
    ]);
    const own = await listed(LIST, { account: DEMO_SUBACCOUNT });
    expect(own.accounts.map((a) => a.sid)).toEqual([DEMO_SUBACCOUNT.accountSid]);
  });

  it("the parent's Auth Token reaches a subaccount's resources; its API key and another account's do not", async () => {
    const emulator = createEmulator();
    const numbers = `/2010-04-01/Accounts/${DEMO_SUBACCOUNT.accountSid}/IncomingPhoneNumbers.json`;
    const answer = await call(emulator, numbers);
    expect(answer.status).toBe(200);
    const body = await json<{ incoming_phone_numbers: { phone_number: string }[] }>(answer);
    expect(body.incoming_phone_numbers.map((n) => n.phone_number)).toEqual([DEMO_SUBACCOUNT_NUMBER]);
    expect((await call(emulator, numbers, { auth: 'key' })).status).toBe(401);
    expect((await call(emulator, numbers, { account: OTHER_ACCOUNT })).status).toBe(401);
    // The subaccount's Auth Token does not reach its parent.
    const parentNumbers = `/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/IncomingPhoneNumbers.json`;
    expect((await call(emulator, parentNumbers, { account: DEMO_SUBACCOUNT })).status).toBe(401);
  });

  it("fetching one gives its Auth Token to the parent and to itself, and refuses a closed account's own", async () => {
    const emulator = createEmulator();
    const one = `/2010-04-01/Accounts/${DEMO_SUBACCOUNT.accountSid}.json`;
    expect(await json(await call(emulator, one))).toMatchObject({
      sid: DEMO_SUBACCOUNT.accountSid,
      auth_token: DEMO_SUBACCOUNT.authToken,
      friendly_name: 'Downtown store',
    });
    expect((await call(emulator, one, { account: DEMO_SUBACCOUNT })).status).toBe(200);
    expect((await call(emulator, one, { account: OTHER_ACCOUNT })).status).toBe(401);
    const closed = `/2010-04-01/Accounts/${DEMO_CLOSED_SUBACCOUNT.accountSid}.json`;
    expect((await call(emulator, closed)).status).toBe(200);
    expect((await call(emulator, closed, { account: DEMO_CLOSED_SUBACCOUNT })).status).toBe(401);
    expect((await call(emulator, LIST, { method: 'DELETE' })).status).toBe(405);
  });
});
