import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../lib/twilio/errors';
import { renderWithProviders } from '../../../test/render';
import { NOT_STARTED } from './liveState';
import { LiveUpdatesBar } from './LiveUpdatesBar';

const UNAVAILABLE = new ProviderError('Service unavailable', {
  kind: 'http',
  status: 503,
  code: 20503,
  moreInfo: null,
});
const FOLLOW_TROUBLE_TEXT = /^Could not check the status of a sent message/;

function renderBar(followedUntil: number) {
  renderWithProviders(
    <LiveUpdatesBar
      state={undefined}
      isPolling={false}
      onRefresh={() => undefined}
      followTrouble={{ error: UNAVAILABLE, followedUntil }}
    />,
    { signedIn: 'auth-token' },
  );
}

describe('LiveUpdatesBar', () => {
  it('says why a sent message’s status could not be checked while it is still followed', () => {
    renderBar(Date.now() + 60_000);
    expect(screen.getByText(FOLLOW_TROUBLE_TEXT)).toHaveTextContent('Error 20503: Service unavailable');
    expect(screen.getByText(FOLLOW_TROUBLE_TEXT).closest('[role="status"]')).not.toBeNull();
  });

  it('says nothing of it once following has ended, as nothing is tried any more', () => {
    renderBar(Date.now() - 1);
    expect(screen.queryByText(FOLLOW_TROUBLE_TEXT)).not.toBeInTheDocument();
  });

  it('shows when the last poll answered, and the next poll’s time once it has answered', async () => {
    const first = new Date(2026, 10, 24, 9, 5, 7).getTime();
    const later = new Date(2026, 10, 24, 9, 5, 17).getTime();
    // The bar as the page holds it: a poll that answers (Refresh, here) moves its time on.
    function Page() {
      const [checkedAt, setCheckedAt] = useState(first);
      return (
        <LiveUpdatesBar
          state={{ ...NOT_STARTED, started: true, checkedAt }}
          isPolling={false}
          onRefresh={() => setCheckedAt(later)}
        />
      );
    }
    const { user } = renderWithProviders(<Page />, { signedIn: 'auth-token' });
    const text = (ms: number) => `Checked for new messages at ${new Date(ms).toLocaleTimeString()}.`;
    expect(await screen.findByText(text(first))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(text(later))).toBeInTheDocument();
    expect(screen.queryByText(text(first))).not.toBeInTheDocument();
  });
});
