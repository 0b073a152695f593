/**
 * Only raster images are shown: an object URL belongs to the app's origin, and an SVG or HTML behind one,
 * opened in a tab, runs script where the credentials are. The listed type and the bytes' type are both
 * the provider's word, so both must be raster, and the bytes are re-wrapped in the checked type.
 */

const RASTER_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
]);

declare const checkedRasterImage: unique symbol;
/** A Blob whose type is one of the raster image types; only `asRasterImage` makes one. */
export type RasterImageBlob = Blob & { readonly [checkedRasterImage]: true };

/** The media type without parameters, in lower case: 'Image/PNG; charset=x' → 'image/png'. */
export function mediaTypeEssence(contentType: string): string {
  return (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/** Whether `contentType` (untrusted, any case, maybe with parameters) names a raster image type. */
export function isRasterImageType(contentType: string): boolean {
  return RASTER_IMAGE_TYPES.has(mediaTypeEssence(contentType));
}

/**
 * The bytes as a raster image Blob, when both the listed type and the bytes' own type are raster image
 * types; otherwise null, and no object URL may be made of them.
 */
export async function asRasterImage(bytes: Blob, listedType: string): Promise<RasterImageBlob | null> {
  if (!isRasterImageType(listedType) || !isRasterImageType(bytes.type)) return null;
  // Copied out as an ArrayBuffer: a Blob of another realm's making is not a Blob part everywhere.
  return new Blob([await bytes.arrayBuffer()], { type: mediaTypeEssence(bytes.type) }) as RasterImageBlob;
}
