/** The text of a contacts file, whichever encoding the program that wrote it chose. */
export interface DecodedContactsFile {
  text: string;
  /** Set when the file was not UTF-8 and was read another way: the preview says so. */
  readAs: 'UTF-16' | 'Windows-1252' | null;
}

/**
 * Reads a file's bytes as text: by its byte order mark when it has one (Outlook's "Unicode" CSV is UTF-16),
 * else as UTF-8, else (older Outlook and Excel exports) as Windows-1252, the Western code page, which reads
 * any byte and so never fails.
 */
export function decodeContactsFile(bytes: Uint8Array): DecodedContactsFile {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decode('utf-16le', bytes), readAs: 'UTF-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decode('utf-16be', bytes), readAs: 'UTF-16' };
  // UTF-16 without a mark: ASCII text leaves every other byte zero.
  if (bytes.length >= 4 && bytes[1] === 0 && bytes[3] === 0 && bytes[0] !== 0) {
    return { text: decode('utf-16le', bytes), readAs: 'UTF-16' };
  }
  try {
    return { text: decode('utf-8', bytes, true), readAs: null };
  } catch {
    return { text: decode('windows-1252', bytes), readAs: 'Windows-1252' };
  }
}

function decode(encoding: string, bytes: Uint8Array, fatal = false): string {
  // The decoder drops a byte order mark itself.
  return new TextDecoder(encoding, { fatal }).decode(bytes);
}
