import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedReset } from './useTimedReset';

describe('useTimedReset', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a value for the given time, then goes back to the reset value', () => {
    const { result } = renderHook(() => useTimedReset<string | null>(null, 2000));
    act(() => result.current[1]('Saved'));
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current[0]).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('waits the whole time again after a new value', () => {
    const { result } = renderHook(() => useTimedReset<string | null>(null, 2000));
    act(() => result.current[1]('first'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current[1]('second'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current[0]).toBe('second');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[0]).toBeNull();
  });

  it('can be reset at once, and leaves no timer behind when unmounted', () => {
    const { result, unmount } = renderHook(() => useTimedReset(false, 2000));
    act(() => result.current[1](true));
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(vi.getTimerCount()).toBe(0);

    act(() => result.current[1](true));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
