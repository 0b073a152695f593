import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { readContacts, saveContactName } from '../../../lib/contacts/contacts';
import { providerRequests, testEmulator } from '../../../test/emulator';
import { renderApp } from '../../../test/render';
import { spyOnSavedFiles } from '../../../test/savedFiles';

const SID = DEMO_ACCOUNT.accountSid;
const saved = spyOnSavedFiles();

async function openContacts() {
  const app = renderApp({ path: '/contacts', signedIn: 'auth-token' });
  // The page's own chunk has come once its import field shows.
  await screen.findByLabelText('Contacts file');
  return app;
}

function file(name: string, content: string | ArrayBuffer, type = 'text/csv'): File {
  return new File([content], name, { type });
}

describe('importing contacts', () => {
  it('shows what a file would change and every line it cannot import, and saves only when told', async () => {
    saveContactName(SID, '+14155550101', 'Lucas');
    const { user } = await openContacts();
    const csv = [
      'Name,Phone',
      'Maya Lopez,(415) 555-0100',
      'Lucas Martin,+1 415 555 0101',
      '<img src=x onerror=alert(1)>,415-555-0102',
      'No Number,',
      'Typo,555-01',
      'Maya again,415.555.0100',
    ].join('\n');
    await user.upload(screen.getByLabelText('Contacts file'), file('people.csv', csv));

    const preview = await screen.findByRole('region', { name: 'Preview of people.csv' });
    // The demo account's numbers are American: national numbers are read as theirs.
    expect(within(preview).getByRole('combobox', { name: /without a country code/ })).toHaveDisplayValue(
      'United States',
    );
    expect(within(preview).getByRole('status')).toHaveTextContent(
      '3 contacts to import: 2 new, 1 with a new name. 1 repeated number merged. 2 lines cannot be imported.',
    );
    const rows = within(within(preview).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['2', 'Maya Lopez', '+1 415 555 0100', 'New'],
      ['3', 'Lucas Martin', '+1 415 555 0101', 'New name (was Lucas)'],
      ['4', '<img src=x onerror=alert(1)>', '+1 415 555 0102', 'New'],
    ]);
    expect(document.querySelector('img')).toBeNull();
    const problems = within(within(preview).getByRole('list', { name: /Lines to look at/ })).getAllByRole(
      'listitem',
    );
    expect(problems.map((item) => item.textContent)).toEqual([
      'Line 5: No phone number. Not imported.',
      'Line 6: “555-01” is not a phone number of United States, nor written with + and a country code. Not imported.',
      'Line 7: +1 415 555 0100 is on line 2 too: kept as “Maya Lopez”.',
    ]);
    expect(readContacts(SID)).toEqual({ '+14155550101': { name: 'Lucas' } });

    await user.click(within(preview).getByRole('button', { name: 'Import 3 contacts' }));
    await waitFor(() => expect(screen.getByText('Imported 3 contacts.')).toHaveFocus());
    expect(screen.queryByRole('region', { name: /Preview/ })).toBeNull();
    expect(readContacts(SID)).toEqual({
      '+14155550100': { name: 'Maya Lopez' },
      '+14155550101': { name: 'Lucas Martin' },
      '+14155550102': { name: '<img src=x onerror=alert(1)>' },
    });
    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('reads national numbers as the country the person chooses, and none without one', async () => {
    const { user } = await openContacts();
    await user.upload(
      screen.getByLabelText('Contacts file'),
      file(
        'amis.vcf',
        'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Zoé\r\nTEL:06 12 34 56 78\r\nEND:VCARD\r\n',
        'text/vcard',
      ),
    );
    const preview = await screen.findByRole('region', { name: 'Preview of amis.vcf' });
    const country = within(preview).getByRole('combobox', { name: /without a country code/ });
    expect(within(preview).getByRole('status')).toHaveTextContent(
      'Nothing to import: no line of the file gives a number a new name. 1 line cannot be imported.',
    );
    await user.selectOptions(country, 'France');
    expect(within(preview).getByRole('status')).toHaveTextContent(
      '1 contact to import: 1 new, 0 with a new name.',
    );
    expect(within(preview).getByRole('table')).toHaveTextContent('+33 6 12 34 56 78');
    await user.selectOptions(country, 'No country: only numbers with + and a country code');
    expect(within(preview).getByRole('status')).toHaveTextContent('1 line cannot be imported.');
    await user.click(within(preview).getByRole('button', { name: 'Close the preview' }));
    await waitFor(() => expect(screen.getByLabelText('Contacts file')).toHaveFocus());
    expect(readContacts(SID)).toEqual({});
  });

  it('reads a file that is not UTF-8 as Windows-1252 and asks the person to check the names', async () => {
    const { user } = await openContacts();
    // 'Zoë' as older Outlook and Excel write it.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Name,Phone\nZo'),
      0xeb,
      ...new TextEncoder().encode(',+14155550100'),
    ]);
    await user.upload(screen.getByLabelText('Contacts file'), file('outlook.csv', bytes.buffer));
    const preview = await screen.findByRole('region', { name: 'Preview of outlook.csv' });
    expect(within(preview).getByText(/it was read as Windows-1252/)).toBeVisible();
    expect(within(preview).getByRole('table')).toHaveTextContent('Zoë');
  });

  it("asks the account's numbers only once a file is chosen, and says when they cannot be read", async () => {
    const { user } = await openContacts();
    expect(providerRequests()).toEqual([]);
    testEmulator().setFaults({ errorRate: 1, faultRequestContains: 'IncomingPhoneNumbers' });
    await user.upload(screen.getByLabelText('Contacts file'), file('people.csv', 'Maya,(415) 555-0100'));
    const preview = await screen.findByRole('region', { name: 'Preview of people.csv' });
    const country = within(preview).getByRole('combobox', { name: /without a country code/ });
    await waitFor(() =>
      expect(country).toHaveAccessibleDescription(
        "Your account's numbers could not be read to tell their country: this is your browser's region. Check it.",
      ),
    );
    expect(providerRequests().map((url) => url.pathname)).toEqual([
      expect.stringMatching(/IncomingPhoneNumbers\.json$/) as string,
    ]);
  });

  it('says why a file cannot be read at all, and reads the next one chosen', async () => {
    const { user } = await openContacts();
    const input = screen.getByLabelText('Contacts file');
    await user.upload(input, file('emails.csv', 'Name,Email\nMaya,maya@example.com'));
    await waitFor(() =>
      expect(screen.getByLabelText('Contacts file')).toHaveAccessibleDescription(
        expect.stringContaining(
          'emails.csv: The file has no column of phone numbers. Its columns are: “Name”, “Email”. Name one “Phone”.',
        ) as string,
      ),
    );
    expect(screen.getByLabelText('Contacts file')).toBeInvalid();
    await user.upload(screen.getByLabelText('Contacts file'), file('ok.csv', 'Maya,+14155550100'));
    expect(await screen.findByRole('region', { name: 'Preview of ok.csv' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contacts file')).toBeValid();
  });

  it('lists the first hundred problems of a large file and saves the whole list', async () => {
    const { user } = await openContacts();
    const lines = ['Name,Phone'];
    for (let index = 0; index < 10_000; index += 1)
      lines.push(
        index % 2 === 0 ? `Person ${index},+1 415 555 ${String(index).padStart(4, '0')}` : `Nobody ${index},`,
      );
    await user.upload(screen.getByLabelText('Contacts file'), file('big.csv', lines.join('\n')));
    const preview = await screen.findByRole('region', { name: 'Preview of big.csv' });
    expect(within(preview).getByRole('status')).toHaveTextContent(
      '5,000 contacts to import: 5,000 new, 0 with a new name. 5,000 lines cannot be imported.',
    );
    expect(within(preview).getByRole('table')).toHaveAccessibleName(
      'The first 50 of 5,000 contacts in the file',
    );
    expect(within(within(preview).getByRole('list')).getAllByRole('listitem')).toHaveLength(100);
    await user.click(within(preview).getByRole('button', { name: 'Save the whole list' }));
    const text = await saved.text();
    expect(text.split('\r\n')).toHaveLength(5_001);
    expect(text.split('\r\n').at(-2)).toBe('Line 10001: No phone number. Not imported.');
    await user.click(within(preview).getByRole('button', { name: 'Import 5,000 contacts' }));
    expect(await screen.findByText('Imported 5,000 contacts.')).toBeInTheDocument();
    expect(Object.keys(readContacts(SID))).toHaveLength(5_000);
    expect(within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('listitem')).toHaveLength(300);
    expect(screen.getByText('The first 300 of 5,000 are listed: search to find the others.')).toBeVisible();
  });
});

describe('exporting contacts', () => {
  it('saves every contact as CSV and as vCard', async () => {
    saveContactName(SID, '+14155550100', 'Maya Lopez');
    saveContactName(SID, '+33612345678', 'Lucas');
    const { user } = await openContacts();
    await user.click(await screen.findByRole('button', { name: 'Export 2 contacts as CSV' }));
    expect(await saved.text(0)).toBe(
      '\uFEFFName,Phone\r\nLucas,"\'+33612345678"\r\nMaya Lopez,"\'+14155550100"\r\n',
    );
    await user.click(screen.getByRole('button', { name: 'Export 2 contacts as vCard' }));
    await waitFor(() => expect(saved.names()).toHaveLength(2));
    expect(saved.names()[1]).toMatch(/^contacts-\d{4}-\d\d-\d\d\.vcf$/);
    expect(await saved.text(1)).toContain(
      'FN:Maya Lopez\r\nN:;Maya Lopez;;;\r\nTEL;TYPE=CELL:+14155550100\r\n',
    );
  });
});
