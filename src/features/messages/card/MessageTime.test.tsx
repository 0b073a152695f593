import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageTime } from './MessageTime';

describe('MessageTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T15:30:20'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on with the minute, on one shared clock, and stops it when nothing shows a time', () => {
    const sentMs = new Date('2026-11-23T15:28:50').getTime();
    const { unmount } = render(
      <>
        <MessageTime timeMs={sentMs} fullDate="Mon Nov 23 2026 3:28:50 PM" />
        <MessageTime timeMs={sentMs - 60_000} fullDate="Mon Nov 23 2026 3:27:50 PM" />
      </>,
    );
    expect(screen.getByText('1 min ago')).toHaveAttribute('title', 'Mon Nov 23 2026 3:28:50 PM');
    expect(screen.getByText('2 min ago')).toHaveAttribute(
      'dateTime',
      new Date(sentMs - 60_000).toISOString(),
    );
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(40_000));
    expect(screen.getByText('2 min ago')).toHaveAttribute('title', 'Mon Nov 23 2026 3:28:50 PM');
    expect(screen.getByText('3 min ago')).toBeInTheDocument();

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
