/**
 * Which attached media the app shows as a picture: raster image types only. Media bytes fetched with the
 * credentials are shown through an object URL, which belongs to the app's origin; an SVG (or HTML, XML…)
 * behind such a URL, opened in a tab of its own, runs its scripts on that origin, where the credentials
 * are. Raster images run nothing. Both the type Media.json lists and the type the bytes come with are the
 * provider's word, so both must be raster, and the bytes are re-wrapped in a Blob of the checked type.
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
