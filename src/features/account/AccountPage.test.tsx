import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceProviderClock, testEmulator } from '../../test/emulator';
import { requestsTo } from '../../test/messagesPage';
import { renderApp } from '../../test/render';

const SHOP = '+14155550100';
const MAYA = '+14155551234';

/**
 * Two texts sent and a picture received, all this month (seeded at this very moment), and Twilio's clock a
 * few seconds on, when the texts have been delivered and charged.
 */
function seedThisMonth(): void {
  testEmulator().seed({
    kind: 'custom',
    numbers: [{ phoneNumber: SHOP, friendlyName: 'Shop', sms: true }],
    messages: [
      { from: SHOP, to: MAYA, body: 'One', direction: 'outbound-api', minutesAgo: 0 },
      { from: SHOP, to: MAYA, body: 'Two', direction: 'outbound-api', minutesAgo: 0 },
      {
        from: MAYA,
        to: SHOP,
        body: 'A picture',
        direction: 'inbound',
        minutesAgo: 0,
        media: [{ contentType: 'image/png', picture: 1 }],
      },
    ],
  });
  advanceProviderClock(6_000);
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the Account page', () => {
  it("shows this month's SMS and MMS, what they cost and in which currency, and reads them again on Refresh", async () => {
    seedThisMonth();
    const { user } = renderApp({ path: '/account', signedIn: 'auth-token' });
    const table = await screen.findByRole('table', {
      name: /^From \d{1,2} \w{3} \d{4} to .+ \(UTC\), in USD\.$/,
    });
    expect(rowsOf(table)).toEqual([
      ['Messages', 'Sent and received', 'Cost'],
      ['SMS', '2 messages', '$0.02'],
      ['MMS', '1 message', '$0.0079'],
      ['Together', '3 messages', '$0.02'],
    ]);
    expect(
      requestsTo('/Usage/Records/ThisMonth.json').map((url) => url.searchParams.get('Category')),
    ).toEqual(['sms', 'mms']);

    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: 'And one more' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(table).findByRole('cell', { name: '3 messages' })).toBeInTheDocument();
    expect(requestsTo('/Usage/Records/ThisMonth.json')).toHaveLength(4);
  });

  it('says why when Twilio does not answer, and Try again reads again', async () => {
    seedThisMonth();
    testEmulator().setFaults({ errorRate: 1, faultRequestContains: '/Usage/' });
    const { user } = renderApp({ path: '/account', signedIn: 'auth-token' });
    expect(
      await screen.findByText(/^This month’s use could not be read: Error 2050[03]: /),
    ).toBeInTheDocument();
    testEmulator().setFaults({ errorRate: 0 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^From / })).toBeInTheDocument();
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });
});
