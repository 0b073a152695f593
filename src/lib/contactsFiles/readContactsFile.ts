import type { ReadContactsFile } from './contactsFile';
import { decodeContactsFile, type DecodedContactsFile } from './decodeContactsFile';

export interface ReadFile extends ReadContactsFile {
  readAs: DecodedContactsFile['readAs'];
}

/** A vCard file starts with its first card; anything else is read as CSV. */
const VCARD_START = /^\s*begin:vcard/i;

/**
 * The contacts of a CSV or vCard file, with the parser its kind needs downloaded only then. Throws a
 * `ContactsFileError` when the file as a whole cannot be read.
 */
export async function readContactsFile(bytes: Uint8Array): Promise<ReadFile> {
  const { text, readAs } = decodeContactsFile(bytes);
  const read = VCARD_START.test(text)
    ? (await import('./vcardContacts')).readVcardContacts(text)
    : (await import('./csvContacts')).readCsvContacts(text);
  return { ...read, readAs };
}
