import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardWithBody, chooseNumber, openMessagesPage } from '../../../test/messagesPage';
import { DEMO_SHOP_NUMBER } from '../../../../emulator/src/core/seed';

const ONE_PICTURE = 'My rear brake squeaks. Photo attached.';

/** Whether the viewer's download fails, as it does when the connection drops. */
const network = vi.hoisted(() => ({ down: true }));

vi.mock('./MediaImageDialog', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal<typeof import('./MediaImageDialog')>();
});

describe('a picture whose viewer did not download', () => {
  it('says so under it, and opens large once a press finds the connection back', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_SHOP_NUMBER);
    const card = await cardWithBody(ONE_PICTURE);
    const thumbnail = await waitFor(() => within(card).getByRole('button', { name: 'Open image' }));
    await user.click(thumbnail);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The picture could not open large: part of the app did not download. Check your connection and try again.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    network.down = false;
    await user.click(thumbnail);
    expect(await screen.findByRole('dialog', { name: 'Image' })).toBeVisible();
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
