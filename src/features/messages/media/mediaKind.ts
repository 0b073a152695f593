/** An attachment's kind in words ('PDF document'); a type not on the list is provider text, isolated. */
import { mediaTypeEssence } from './rasterImages';

const KINDS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF document',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'image/bmp': 'BMP image',
  'image/tiff': 'TIFF image',
  'image/heic': 'HEIC photo',
  'image/svg+xml': 'SVG image',
  'text/vcard': 'contact card (vCard)',
  'text/x-vcard': 'contact card (vCard)',
  'text/directory': 'contact card (vCard)',
  'text/calendar': 'calendar event',
  'text/plain': 'text file',
  'text/csv': 'spreadsheet (CSV)',
  'text/html': 'web page (HTML)',
  'application/xhtml+xml': 'web page (XHTML)',
  'text/xml': 'XML document',
  'application/xml': 'XML document',
  'application/json': 'JSON file',
  'text/javascript': 'script (JavaScript)',
  'application/javascript': 'script (JavaScript)',
  'application/x-javascript': 'script (JavaScript)',
  'application/zip': 'ZIP archive',
  'application/rtf': 'RTF document',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.ms-excel': 'Excel spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel spreadsheet',
  'audio/mpeg': 'MP3 audio',
  'audio/mp4': 'M4A audio',
  'audio/aac': 'AAC audio',
  'audio/ogg': 'Ogg audio',
  'audio/amr': 'voice recording (AMR)',
  'audio/wav': 'WAV audio',
  'audio/x-wav': 'WAV audio',
  'video/mp4': 'MP4 video',
  'video/mpeg': 'MPEG video',
  'video/quicktime': 'QuickTime video',
  'video/webm': 'WebM video',
  'video/3gpp': '3GP video',
};

/** The kind of file `contentType` names, or null for a type not on the list (or none). */
export function mediaKindName(contentType: string): string | null {
  return KINDS[mediaTypeEssence(contentType)] ?? null;
}

/** 'PDF document', 'File of type application/x-thing', 'File of unknown type': for a summary line. */
export function mediaKindOrType(contentType: string): string {
  const kind = mediaKindName(contentType);
  if (kind !== null) return kind.charAt(0).toUpperCase() + kind.slice(1);
  const type = contentType.trim();
  return type === '' ? 'File of unknown type' : `File of type ${type}`;
}
