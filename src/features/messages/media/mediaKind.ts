/**
 * The attachment types the app knows: each one's kind in words ('PDF document') and the extension a file
 * of it is saved under, if any. A type not on the list is provider text, isolated.
 */
import { mediaTypeEssence } from './rasterImages';

const KNOWN_TYPES = new Map<string, [kind: string, extension?: string]>([
  ['application/pdf', ['PDF document', 'pdf']],
  ['image/png', ['PNG image', 'png']],
  ['image/jpeg', ['JPEG image', 'jpg']],
  ['image/gif', ['GIF image', 'gif']],
  ['image/webp', ['WebP image', 'webp']],
  ['image/bmp', ['BMP image', 'bmp']],
  ['image/tiff', ['TIFF image', 'tif']],
  ['image/heic', ['HEIC photo', 'heic']],
  ['image/svg+xml', ['SVG image', 'svg']],
  ['text/vcard', ['contact card (vCard)', 'vcf']],
  ['text/x-vcard', ['contact card (vCard)', 'vcf']],
  ['text/directory', ['contact card (vCard)', 'vcf']],
  ['text/calendar', ['calendar event', 'ics']],
  ['text/plain', ['text file', 'txt']],
  ['text/csv', ['spreadsheet (CSV)', 'csv']],
  ['text/html', ['web page (HTML)', 'html']],
  ['application/xhtml+xml', ['web page (XHTML)']],
  ['text/xml', ['XML document', 'xml']],
  ['application/xml', ['XML document', 'xml']],
  ['application/json', ['JSON file', 'json']],
  ['text/javascript', ['script (JavaScript)']],
  ['application/javascript', ['script (JavaScript)']],
  ['application/x-javascript', ['script (JavaScript)']],
  ['application/zip', ['ZIP archive', 'zip']],
  ['application/rtf', ['RTF document', 'rtf']],
  ['application/msword', ['Word document']],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ['Word document']],
  ['application/vnd.ms-excel', ['Excel spreadsheet']],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['Excel spreadsheet']],
  ['audio/mpeg', ['MP3 audio', 'mp3']],
  ['audio/mp4', ['M4A audio', 'm4a']],
  ['audio/aac', ['AAC audio', 'aac']],
  ['audio/ogg', ['Ogg audio', 'ogg']],
  ['audio/amr', ['voice recording (AMR)', 'amr']],
  ['audio/wav', ['WAV audio', 'wav']],
  ['audio/x-wav', ['WAV audio', 'wav']],
  ['video/mp4', ['MP4 video', 'mp4']],
  ['video/mpeg', ['MPEG video', 'mpeg']],
  ['video/quicktime', ['QuickTime video', 'mov']],
  ['video/webm', ['WebM video', 'webm']],
  ['video/3gpp', ['3GP video', '3gp']],
]);

/** The kind of file `contentType` names, or null for a type not on the list (or none). */
export function mediaKindName(contentType: string): string | null {
  return KNOWN_TYPES.get(mediaTypeEssence(contentType))?.[0] ?? null;
}

/** The extension of a file of `contentType`: from our own list, never the type's text. */
export function mediaTypeExtension(contentType: string): string | undefined {
  return KNOWN_TYPES.get(mediaTypeEssence(contentType))?.[1];
}

/** 'PDF document', 'File of type application/x-thing', 'File of unknown type': for a summary line. */
export function mediaKindOrType(contentType: string): string {
  const kind = mediaKindName(contentType);
  if (kind !== null) return kind.charAt(0).toUpperCase() + kind.slice(1);
  const type = contentType.trim();
  return type === '' ? 'File of unknown type' : `File of type ${type}`;
}
