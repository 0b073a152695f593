import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spyOnObjectUrls } from '../../../test/objectUrls';
import { asRasterImage, type RasterImageBlob } from './rasterImages';
import { useObjectUrl } from './useObjectUrl';

const objectUrls = spyOnObjectUrls();

async function pngOf(text: string): Promise<RasterImageBlob> {
  const image = await asRasterImage(new Blob([text], { type: 'image/png' }), 'image/png');
  if (image === null) throw new Error('a PNG was refused');
  return image;
}

const urlsCreated = () => objectUrls.created.mock.results.map((result) => result.value as string);
const urlsRevoked = () => objectUrls.revoked.mock.calls.map(([url]) => url);

describe('useObjectUrl', () => {
  it('hands out a live URL under StrictMode’s double effects and revokes every one it made on unmount', async () => {
    const blob = await pngOf('picture');
    const { result, unmount } = renderHook(() => useObjectUrl(blob), { reactStrictMode: true });

    expect(objectUrls.created).toHaveBeenCalledTimes(2);
    expect(objectUrls.created.mock.calls.every(([made]) => made === blob)).toBe(true);
    const [first, second] = urlsCreated();
    expect(urlsRevoked()).toEqual([first]);
    expect(result.current).toBe(second);

    unmount();
    expect(urlsRevoked().sort()).toEqual([first, second].sort());
  });

  it('gives nothing without a blob, and swaps to a new URL (revoking the old one) when the blob changes', async () => {
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: undefined as RasterImageBlob | undefined },
    });
    expect(result.current).toBeNull();
    expect(objectUrls.created).not.toHaveBeenCalled();

    const one = await pngOf('one');
    rerender({ blob: one });
    const oneUrl = result.current;
    expect(oneUrl).toBe(urlsCreated()[0]);

    const two = await pngOf('two');
    rerender({ blob: two });
    expect(result.current).toBe(urlsCreated()[1]);
    expect(result.current).not.toBe(oneUrl);
    expect(urlsRevoked()).toEqual([oneUrl]);

    unmount();
    expect(urlsRevoked()).toEqual(urlsCreated());
  });

  it('makes no URL of a Blob that is not a raster image, even one cast to pass as checked', () => {
    for (const type of ['image/svg+xml', 'text/html', 'application/xml', '']) {
      const smuggled = new Blob(['<svg><script>alert(1)</script></svg>'], { type }) as RasterImageBlob;
      const { result, unmount } = renderHook(() => useObjectUrl(smuggled));
      expect(result.current).toBeNull();
      unmount();
    }
    expect(objectUrls.created).not.toHaveBeenCalled();
  });
});
