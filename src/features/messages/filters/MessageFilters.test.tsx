/** Search and filters over a number's loaded messages, used the way a person uses them, on the emulator. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cardField,
  chooseNumber,
  messageCards,
  openMessagesPage,
  placeOf,
  storedMessagesOf,
} from '../../../test/messagesPage';
import { DEMO_CLINIC_NUMBER } from '../../../../emulator/src/core/seed';

const SHOP = '+14155550100';

async function openShop() {
  const app = await openMessagesPage();
  await chooseNumber(app.user, SHOP);
  await messageCards();
  return app;
}

const bodies = async () =>
  (await messageCards()).map((card) => card.querySelector('.message-card__body')?.textContent);

describe('Search and filters', () => {
  it('finds messages by words of the body and says how many match, then clears', async () => {
    const { user } = await openShop();
    const total = storedMessagesOf(SHOP).length;
    const expected = storedMessagesOf(SHOP)
      .filter((message) => /bike/i.test(message.body))
      .map((message) => message.body);
    expect(expected.length).toBeGreaterThan(0);

    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    await user.type(search, 'BIKE');
    await expect.poll(bodies).toEqual(expected);
    expect(await screen.findByText(`${expected.length} of ${total} loaded messages match`)).toHaveAttribute(
      'role',
      'status',
    );

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(search).toHaveValue('');
    // The whole list again: the first item says how long it is.
    await expect.poll(async () => placeOf((await messageCards())[0] ?? document.body).setSize).toBe(total);
  });

  it('never says a count of a list not yet on screen while the results follow the typing', async () => {
    const { user } = await openShop();
    const total = storedMessagesOf(SHOP).length;
    const status = within(screen.getByRole('search', { name: 'Messages loaded' })).getByRole('status');
    // Every text the status held, even for one commit: a replaced text keeps its old value in the record.
    const said: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) if (record.oldValue) said.push(record.oldValue);
    });
    observer.observe(status, {
      subtree: true,
      childList: true,
      characterData: true,
      characterDataOldValue: true,
    });
    try {
      await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'bike');
      const matching = storedMessagesOf(SHOP).filter((message) => /bike/i.test(message.body)).length;
      await expect.poll(() => status.textContent).toBe(`${matching} of ${total} loaded messages match`);
    } finally {
      observer.disconnect();
    }
    // What each prefix typed so far matches; the whole loaded list never matched any of them.
    const prefixes = ['b', 'bi', 'bik', 'bike'].map(
      (typed) =>
        storedMessagesOf(SHOP).filter((message) => message.body.toLowerCase().includes(typed)).length,
    );
    expect(prefixes).not.toContain(total);
    expect(said.filter((text) => text.startsWith(`${total} of ${total}`))).toEqual([]);
  });

  it('finds a number however it is typed, and says so when nothing matches', async () => {
    const { user } = await openShop();
    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    await user.type(search, '(415) 555-1234');
    await expect
      .poll(async () =>
        (await messageCards()).every((card) => /\+1 415 555 1234/.test(card.textContent ?? '')),
      )
      .toBe(true);

    await user.clear(search);
    await user.type(search, 'no message says this');
    expect(await screen.findByText('No loaded messages match the search and filters.')).toBeInTheDocument();
  });

  it('filters by direction, status and day from the Filters panel, and exports only what is shown', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_CLINIC_NUMBER);
    await messageCards();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByLabelText('Direction'), 'Outbound');
    await expect
      .poll(async () => (await messageCards()).every((card) => within(card).queryByText('Outbound') !== null))
      .toBe(true);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await expect
      .poll(async () => (await messageCards()).map((card) => cardField(card, 'Status').textContent))
      .toEqual(
        storedMessagesOf(DEMO_CLINIC_NUMBER)
          .filter((message) => message.status === 'failed')
          .map(() => 'failed'),
      );

    // Export takes what the filters let through, no more.
    const failedCount = storedMessagesOf(DEMO_CLINIC_NUMBER).filter(
      (message) => message.status === 'failed',
    ).length;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByRole('button', {
        name: `Export ${failedCount} ${failedCount === 1 ? 'message' : 'messages'} as CSV`,
      }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // A day after every message: nothing left, and the list says why.
    await user.type(screen.getByLabelText('From day'), '2099-01-01');
    expect(await screen.findByText('No loaded messages match the search and filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('says so when the days run backwards, and lets the person put them right', async () => {
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const fromDay = screen.getByLabelText('From day');
    const toDay = screen.getByLabelText('To day');
    await user.type(fromDay, '2026-11-20');
    await user.type(toDay, '2026-11-10');
    expect(toDay).toBeInvalid();
    expect(toDay).toHaveAccessibleDescription('To day is before From day, so no message can match.');
    expect(await screen.findByText('No loaded messages match the search and filters.')).toBeInTheDocument();
    // Heard as well as seen: the count's status line says why.
    expect(
      await screen.findByText(/^0 of \d+ loaded messages match: To day is before From day\.$/),
    ).toHaveAttribute('role', 'status');

    await user.clear(fromDay);
    expect(toDay).toBeValid();
    expect(toDay).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/To day is before From day/)).not.toBeInTheDocument();
  });
});
