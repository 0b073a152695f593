/**
 * A saved attachment's name. The stem is provider text, so it keeps no path and no dots to fake an
 * extension; the extension comes from our own list, never the type's text, and a type that could run
 * script when opened is saved as '.txt'.
 */
import { formatLocalStamp } from '../../../lib/dates/formatDateTime';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { hasHiddenCharacters } from '../../../lib/phoneNumbers/hiddenCharacters';
import { mediaTypeExtension } from './mediaKind';
import { mediaTypeEssence } from './rasterImages';

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

/** Extensions a file opens with as such a document, whatever type a future entry of the list names. */
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

/** Long enough for a readable stem; anything much longer is not one the app made. */
const MAX_STEM = 80;

/** Whether a file of `contentType`, saved under its type's own extension, could run script when opened. */
export function couldRunScript(contentType: string): boolean {
  const extension = mediaTypeExtension(contentType) ?? '';
  return ACTIVE_TYPES.has(mediaTypeEssence(contentType)) || ACTIVE_EXTENSIONS.has(extension);
}

export function mediaFileName(stem: string, contentType: string): string {
  const safeStem =
    stem
      .replace(/[^A-Za-z0-9 +()_-]/g, '')
      .replace(/ {2,}/g, ' ')
      .trim()
      .slice(0, MAX_STEM)
      .trim() || 'attachment';
  const extension = couldRunScript(contentType) ? NEUTRAL_EXTENSION : mediaTypeExtension(contentType);
  return extension === undefined ? safeStem : `${safeStem}.${extension}`;
}

/** Where an attachment came from, for its file's name. */
export interface AttachmentOrigin {
  /** The other party: who sent it, or who it was sent to. */
  party: string;
  inbound: boolean;
  dateMs: number | null;
  /** 1-based place among the message's media, and how many it has. */
  position: number;
  count: number;
}

/**
 * 'From +1 415 555 1234 2026-11-30 14h05 (1 of 2)'. A party that hides characters is left out rather than
 * written as a lie.
 */
export function attachmentStem({ party, inbound, dateMs, position, count }: AttachmentOrigin): string {
  const who = party === '' || hasHiddenCharacters(party) ? '' : formatPartyNumber(party);
  const parts = [who === '' ? 'Attachment' : `${inbound ? 'From' : 'To'} ${who}`];
  if (dateMs !== null) parts.push(formatLocalStamp(new Date(dateMs)));
  if (count > 1) parts.push(`(${position} of ${count})`);
  return parts.join(' ');
}
