import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cardField,
  cardWithBody,
  chooseNumber,
  openMessagesPage,
  requestsTo,
  storedMessagesOf,
} from '../../../test/messagesPage';
import { DEMO_CLINIC_NUMBER } from '../../../../emulator/src/core/seed';
import { formatFullDate } from '../../../lib/dates/formatDateTime';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';

const SHOP = '+14155550100';
const DELIVERED = 'Reminder: your dental appointment is tomorrow at 9:30.';
const FAILED = 'Your prescription is ready for pickup.';
const WITH_PHOTO = 'My rear brake squeaks. Photo attached.';

function stored(phoneNumber: string, body: string) {
  const message = storedMessagesOf(phoneNumber).find((candidate) => candidate.body === body);
  if (!message) throw new Error(`seed changed: no "${body}"`);
  return message;
}

function detailField(details: HTMLElement, term: string): HTMLElement {
  const dd = within(details).getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`No value for ${term}`);
  return dd;
}

describe('Message details', () => {
  it('opens from the keyboard on a delivered message: segments, price, date sent, no error, no media', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_CLINIC_NUMBER);
    const card = await cardWithBody(DELIVERED);
    const message = stored(DEMO_CLINIC_NUMBER, DELIVERED);
    const toggle = within(card).getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!details) throw new Error('Details not shown');
    expect(card).toContainElement(details);
    expect(detailField(details, 'Segments')).toHaveTextContent(message.num_segments);
    // What was charged, as money: Twilio's '-0.00790' 'USD' is $0.0079.
    expect(message.price).toMatch(/^-0\.\d+$/);
    expect(detailField(details, 'Price')).toHaveTextContent(
      new RegExp(`^\\$${String(Math.abs(Number(message.price))).replace('.', '\\.')}$`),
    );
    expect(detailField(details, 'Date sent')).toHaveTextContent(
      formatFullDate(Date.parse(message.date_sent ?? '')),
    );
    expect(detailField(details, 'Error')).toHaveTextContent('None');
    expect(detailField(details, 'Media')).toHaveTextContent('None');

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeInTheDocument();
  });

  it('explains a failed message: not sent, not priced, its error code with meaning and link', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_CLINIC_NUMBER);
    const card = await cardWithBody(FAILED);
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    const error = detailField(card, 'Error');
    expect(error).toHaveTextContent(/^Error 30008: The carrier did not deliver the message/);
    expect(within(error).getByRole('link', { name: /What error 30008 means/ })).toHaveAttribute(
      'href',
      'https://www.twilio.com/docs/api/errors/30008',
    );
    expect(detailField(card, 'Date sent')).toHaveTextContent('Not sent yet');
    expect(detailField(card, 'Price')).toHaveTextContent('Not priced yet');
  });

  it('counts the media and names their types from the lookup the card already made', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(WITH_PHOTO);
    await within(card).findByRole('img');
    const lookups = requestsTo('/Media.json').length;

    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(detailField(card, 'Media')).toHaveTextContent('1 file: PNG image');
    expect(requestsTo('/Media.json')).toHaveLength(lookups);
  });

  it('keeps the Date field in the spec’s words and shows the relative time with the full date on hover', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_CLINIC_NUMBER);
    const card = await cardWithBody(DELIVERED);
    const fullDate = formatFullDate(Date.parse(stored(DEMO_CLINIC_NUMBER, DELIVERED).date_created));
    expect(cardField(card, 'Date')).toHaveTextContent(fullDate);
    const time = card.querySelector('time');
    expect(time).toHaveAttribute('title', fullDate);
    expect(time?.textContent).toMatch(/ago$|^Just now$|^Today |^Yesterday |^\w{3} \d|^\d{1,2} \w{3}/);
  });

  it('names the other party from a card: the name shows before its number on every card of it', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_CLINIC_NUMBER);
    const card = await cardWithBody(DELIVERED);
    const party = stored(DEMO_CLINIC_NUMBER, DELIVERED).to;
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    const details = document.getElementById(
      within(card).getByRole('button', { name: 'Details' }).getAttribute('aria-controls') ?? '',
    );
    if (!details) throw new Error('Details not shown');
    expect(detailField(details, 'Name')).toHaveTextContent('None');
    await user.click(within(details).getByRole('button', { name: 'Add name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add name' });
    expect(dialog).toHaveTextContent(`For ${formatPartyNumber(party)}, kept in this browser only.`);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dr Reyes{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(detailField(details, 'Name')).toHaveTextContent('Dr Reyes');
    expect(within(details).getByRole('button', { name: 'Edit name' })).toBeInTheDocument();
    expect(cardField(card, 'To')).toHaveTextContent(`Dr Reyes ${formatPartyNumber(party)}`);
  });
});
