/**
 * A code this app has no words for: the cards in MessageCard.test.tsx cover the codes the emulator's
 * status clock gives (30003, 30008); the emulator has no way to end a message with any other code.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeliveryError } from './DeliveryError';

describe('DeliveryError', () => {
  it("falls back to Twilio's own words, isolated as provider text, for a code it does not know", () => {
    render(<DeliveryError code={39999} providerMessage={'\u202EdeliaF'} />);
    const words = screen.getByText('\u202EdeliaF', { normalizer: (value) => value });
    expect(words.closest('bdi')).toHaveAttribute('dir', 'auto');
    expect(words.parentElement).toHaveTextContent(/^Error 39999:/);
    expect(screen.getByRole('link', { name: /What error 39999 means/ })).toHaveAttribute(
      'href',
      'https://www.twilio.com/docs/api/errors/39999',
    );
  });

  it('names the code and links its page when Twilio gave no words either', () => {
    render(<DeliveryError code={39999} providerMessage={null} />);
    expect(screen.getByText('Error 39999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /What error 39999 means/ })).toBeInTheDocument();
  });
});
