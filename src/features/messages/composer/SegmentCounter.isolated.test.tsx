import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('the segment count before its calculator is fetched', () => {
  it('counts an empty box at once, says it is counting while the first text fetches the calculator, then counts', async () => {
    // The set-up fetched the calculator; modules of this test's own start without it.
    vi.resetModules();
    const { SegmentCounter } = await import('./SegmentCounter');
    const { rerender } = render(<SegmentCounter body="" />);
    expect(screen.getByText('0 characters · GSM-7 · 0 SMS segments')).toBeVisible();
    rerender(<SegmentCounter body="Hi" />);
    expect(screen.getByText('Counting SMS segments…')).toBeVisible();
    expect(await screen.findByText('2 characters · GSM-7 · 1 SMS segment')).toBeVisible();
  });
});
