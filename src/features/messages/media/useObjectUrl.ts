import { useEffect, useState } from 'react';
import { isRasterImageType, type RasterImageBlob } from './rasterImages';

/**
 * An object URL for `blob`, a checked raster image only: an object URL belongs to the app's origin, and
 * one of an SVG or HTML file opened in its own tab would run script there (rasterImages.ts). The type
 * asks for a checked Blob; the check below holds even for one that was cast.
 *
 * The URL lives exactly as long as the component showing it: created in the effect that revokes it, so StrictMode's mount–unmount–mount and a changed blob each pair one create
 * with one revoke and nothing leaks. Null until the effect has run (and while the blob is undefined).
 */
export function useObjectUrl(blob: RasterImageBlob | undefined): string | null {
  const [current, setCurrent] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (blob === undefined || !isRasterImageType(blob.type)) return;
    const url = URL.createObjectURL(blob);
    // The URL is an outside resource that must be made and revoked by the same effect; the one extra
    // render that showing it costs is the point, not a cascade.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCurrent({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // A URL made for an earlier blob has been revoked by now; never hand it out.
  return current !== null && current.blob === blob ? current.url : null;
}
