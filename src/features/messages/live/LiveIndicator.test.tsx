import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../lib/twilio/errors';
import { renderWithProviders } from '../../../test/render';
import { formatTimeToMinute } from '../../../lib/dates/formatDateTime';
import { NOT_STARTED } from './liveState';
import { LiveIndicator } from './LiveIndicator';

describe('LiveIndicator', () => {
  it('says on its button when the last poll answered, and behind it the time to the second, moving on with each poll', async () => {
    const first = new Date(2026, 10, 24, 9, 5, 7).getTime();
    const later = new Date(2026, 10, 24, 9, 6, 17).getTime();
    // The indicator as the page holds it: a poll that answers (Refresh, here) moves its time on.
    function Page() {
      const [checkedAt, setCheckedAt] = useState(first);
      return (
        <LiveIndicator
          state={{ ...NOT_STARTED, started: true, checkedAt }}
          isPolling={false}
          onRefresh={() => setCheckedAt(later)}
        />
      );
    }
    const { user } = renderWithProviders(<Page />, { signedIn: 'auth-token' });
    const toggle = screen.getByRole('button', { name: `Live · ${formatTimeToMinute(first)}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const text = (ms: number) => `Checked for new messages at ${new Date(ms).toLocaleTimeString()}.`;
    expect(await screen.findByText(text(first))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(text(later))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Live · ${formatTimeToMinute(later)}` })).toBe(toggle);
  });

  it('holds the interval, where Off says so on the button, and closes on Escape with the focus back on it', async () => {
    const { user } = renderWithProviders(
      <LiveIndicator state={undefined} isPolling={false} onRefresh={() => undefined} />,
      { signedIn: 'auth-token' },
    );
    await user.click(screen.getByRole('button', { name: 'Live' }));
    await user.selectOptions(screen.getByLabelText('Live updates'), 'Off');
    expect(screen.getByRole('button', { name: 'Live updates off' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Notify me of new messages' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Live updates off' })).toHaveFocus();
    expect(screen.queryByLabelText('Live updates')).not.toBeInTheDocument();
  });

  it('says on its button when checks fail', () => {
    const failing = new ProviderError('Service unavailable', {
      kind: 'http',
      status: 503,
      code: 20503,
      moreInfo: null,
    });
    renderWithProviders(
      <LiveIndicator
        state={{ ...NOT_STARTED, started: true, failures: 2, lastError: failing }}
        isPolling={false}
        onRefresh={() => undefined}
      />,
      { signedIn: 'auth-token' },
    );
    expect(screen.getByRole('button', { name: 'Live · not answering' })).toBeInTheDocument();
  });
});
