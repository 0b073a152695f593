import { useEffect, useState } from 'react';
import { isRasterImageType, type RasterImageBlob } from './rasterImages';

/**
 * An object URL for a checked raster image only (rasterImages.ts), checked again in case of a cast. Made in
 * the effect that revokes it, so every create pairs with one revoke, StrictMode's remount included.
 */
export function useObjectUrl(blob: RasterImageBlob | undefined): string | null {
  const [current, setCurrent] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (blob === undefined || !isRasterImageType(blob.type)) return;
    const url = URL.createObjectURL(blob);
    // An outside resource, made and revoked by the same effect: its one extra render is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCurrent({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // A URL made for an earlier blob has been revoked by now; never hand it out.
  return current !== null && current.blob === blob ? current.url : null;
}
