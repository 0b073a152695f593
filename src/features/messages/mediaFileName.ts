/**
 * The name a downloaded attachment is saved under: its media sid and an extension for its type
 * ('ME0123….png'). Both come from the provider, so the sid keeps only letters, digits, '-' and '_' (no
 * path, no dots to fake an extension) and the extension comes from our own list, never from the type's
 * text. A type not on the list gets no extension: better none than a wrong one. A type that could run
 * script when the saved file is opened (a page, an SVG, a script) is saved as '.txt', which opens as text.
 */
import { mediaTypeEssence } from './rasterImages';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/svg+xml': 'svg',
  'image/tiff': 'tif',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
  'text/vcard': 'vcf',
  'text/x-vcard': 'vcf',
  'text/directory': 'vcf',
  'text/calendar': 'ics',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'text/xml': 'xml',
  'application/xml': 'xml',
  'application/json': 'json',
  'application/zip': 'zip',
  'application/rtf': 'rtf',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/amr': 'amr',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'video/mp4': 'mp4',
  'video/mpeg': 'mpeg',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/3gpp': '3gp',
};

/** Types a browser or the system opens as a document that can run script. */
const ACTIVE_TYPES: ReadonlySet<string> = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/xml',
  'application/xml',
]);

/** Extensions a file opens with as such a document, whatever type a future entry of EXTENSIONS names. */
const ACTIVE_EXTENSIONS: ReadonlySet<string> = new Set([
  'html',
  'htm',
  'xhtml',
  'xht',
  'shtml',
  'mht',
  'mhtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'js',
  'mjs',
  'hta',
]);

/** What a file that could run script is saved as. */
const NEUTRAL_EXTENSION = 'txt';

/** Sids are 34 characters; anything much longer is not one. */
const MAX_STEM = 64;

/** Whether a file of `contentType`, saved under its type's own extension, could run script when opened. */
export function couldRunScript(contentType: string): boolean {
  const essence = mediaTypeEssence(contentType);
  const extension = EXTENSIONS[essence];
  return ACTIVE_TYPES.has(essence) || (extension !== undefined && ACTIVE_EXTENSIONS.has(extension));
}

export function mediaFileName(sid: string, contentType: string): string {
  const stem = sid.replace(/[^A-Za-z0-9_-]/g, '').slice(0, MAX_STEM) || 'attachment';
  const extension = couldRunScript(contentType)
    ? NEUTRAL_EXTENSION
    : EXTENSIONS[mediaTypeEssence(contentType)];
  return extension === undefined ? stem : `${stem}.${extension}`;
}
