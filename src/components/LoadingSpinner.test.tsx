import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingSpinner } from './LoadingSpinner';

describe('LoadingSpinner', () => {
  it('says what is loading in a polite status, with a spinner screen readers skip', () => {
    render(<LoadingSpinner label="Loading messages..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading messages...');
    expect(status).toHaveAccessibleName('');
    const icon = status.querySelector('.spinner-border');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('spinner-icon--delayed');
  });

  it('shows the text alone while only waiting to load', () => {
    render(<LoadingSpinner label="Loading media..." icon={false} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading media...');
    expect(status.querySelector('.spinner-border')).toBeNull();
  });
});
