import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import { ExportButton } from './ExportButton';

/** Whether the dialog's download fails, as it does when the connection drops. */
const network = vi.hoisted(() => ({ down: true }));

vi.mock('./ExportDialog', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal<typeof import('./ExportDialog')>();
});

describe('ExportButton without its dialog', () => {
  it('says the dialog did not download, and opens it once a press finds the connection back', async () => {
    const user = userEvent.setup();
    render(<ExportButton messages={[testMessage({ sid: 'SM1' })]} phoneNumber={null} contacts={{}} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Export could not open: part of the app did not download. Check your connection and try again.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    network.down = false;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('dialog', { name: 'Export 1 message' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
