import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useObjectUrl } from './useObjectUrl';

let created: MockInstance<typeof URL.createObjectURL>;
let revoked: MockInstance<typeof URL.revokeObjectURL>;

beforeEach(() => {
  created = vi.spyOn(URL, 'createObjectURL');
  revoked = vi.spyOn(URL, 'revokeObjectURL');
});

afterEach(() => {
  created.mockRestore();
  revoked.mockRestore();
});

const urlsCreated = () => created.mock.results.map((result) => result.value as string);
const urlsRevoked = () => revoked.mock.calls.map(([url]) => url);

describe('useObjectUrl', () => {
  it('hands out a live URL under StrictMode’s double effects and revokes every one it made on unmount', () => {
    const blob = new Blob(['picture'], { type: 'image/png' });
    const { result, unmount } = renderHook(() => useObjectUrl(blob), { reactStrictMode: true });

    expect(created).toHaveBeenCalledTimes(2);
    expect(created.mock.calls.every(([made]) => made === blob)).toBe(true);
    const [first, second] = urlsCreated();
    expect(urlsRevoked()).toEqual([first]);
    expect(result.current).toBe(second);

    unmount();
    expect(urlsRevoked().sort()).toEqual([first, second].sort());
  });

  it('gives nothing without a blob, and swaps to a new URL (revoking the old one) when the blob changes', () => {
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: undefined as Blob | undefined },
    });
    expect(result.current).toBeNull();
    expect(created).not.toHaveBeenCalled();

    const one = new Blob(['one']);
    rerender({ blob: one });
    const oneUrl = result.current;
    expect(oneUrl).toBe(urlsCreated()[0]);

    const two = new Blob(['two']);
    rerender({ blob: two });
    expect(result.current).toBe(urlsCreated()[1]);
    expect(result.current).not.toBe(oneUrl);
    expect(urlsRevoked()).toEqual([oneUrl]);

    unmount();
    expect(urlsRevoked()).toEqual(urlsCreated());
  });
});
