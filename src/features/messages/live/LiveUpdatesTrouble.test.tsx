import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../lib/twilio/errors';
import { renderWithProviders } from '../../../test/render';
import { LiveUpdatesTrouble } from './LiveUpdatesTrouble';

const UNAVAILABLE = new ProviderError('Service unavailable', {
  kind: 'http',
  status: 503,
  code: 20503,
  moreInfo: null,
});
const FOLLOW_TROUBLE_TEXT = /^Could not check the status of a sent message/;

function renderTrouble(followedUntil: number) {
  renderWithProviders(
    <LiveUpdatesTrouble state={undefined} followTrouble={{ error: UNAVAILABLE, followedUntil }} />,
    { signedIn: 'auth-token' },
  );
}

describe('LiveUpdatesTrouble', () => {
  it('says why a sent message’s status could not be checked while it is still followed', () => {
    renderTrouble(Date.now() + 60_000);
    expect(screen.getByText(FOLLOW_TROUBLE_TEXT)).toHaveTextContent('Error 20503: Service unavailable');
    expect(screen.getByText(FOLLOW_TROUBLE_TEXT).closest('[role="status"]')).not.toBeNull();
  });

  it('says nothing of it once following has ended, as nothing is tried any more', () => {
    renderTrouble(Date.now() - 1);
    expect(screen.queryByText(FOLLOW_TROUBLE_TEXT)).not.toBeInTheDocument();
  });
});
