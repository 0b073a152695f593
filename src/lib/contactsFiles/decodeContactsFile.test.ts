import { describe, expect, it } from 'vitest';
import { decodeContactsFile } from './decodeContactsFile';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeContactsFile', () => {
  it('reads UTF-8, with or without its byte order mark', () => {
    expect(decodeContactsFile(utf8('Name,Phone\nZoë,+33612345678'))).toEqual({
      text: 'Name,Phone\nZoë,+33612345678',
      readAs: null,
    });
    expect(decodeContactsFile(utf8('\uFEFFZoë')).text).toBe('Zoë');
  });

  it('reads UTF-16 by its byte order mark, or by its zero bytes when it has none', () => {
    const le = new Uint8Array([0xff, 0xfe, ...[...'Zoë'].flatMap((char) => [char.charCodeAt(0), 0])]);
    expect(decodeContactsFile(le)).toEqual({ text: 'Zoë', readAs: 'UTF-16' });
    const be = new Uint8Array([0xfe, 0xff, ...[...'Zoë'].flatMap((char) => [0, char.charCodeAt(0)])]);
    expect(decodeContactsFile(be)).toEqual({ text: 'Zoë', readAs: 'UTF-16' });
    const bare = new Uint8Array([...'Name'].flatMap((char) => [char.charCodeAt(0), 0]));
    expect(decodeContactsFile(bare)).toEqual({ text: 'Name', readAs: 'UTF-16' });
  });

  it('reads what is not UTF-8 as Windows-1252, and says so', () => {
    // 'Zoë Müller' as older Outlook and Excel write it.
    const bytes = [0x5a, 0x6f, 0xeb, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72];
    expect(decodeContactsFile(new Uint8Array(bytes))).toEqual({
      text: 'Zoë Müller',
      readAs: 'Windows-1252',
    });
  });
});
