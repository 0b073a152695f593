import { describe, expect, it } from 'vitest';
import { attachmentStem, couldRunScript, mediaFileName } from './mediaFileName';

const SID = 'ME0123456789abcdef0123456789abcdef';

describe('mediaFileName', () => {
  it.each([
    ['image/png', `${SID}.png`],
    ['IMAGE/JPEG; name=photo.jpg', `${SID}.jpg`],
    ['application/pdf', `${SID}.pdf`],
    ['text/vcard;charset=utf-8', `${SID}.vcf`],
    ['video/mp4', `${SID}.mp4`],
    ['application/json', `${SID}.json`],
    ['application/x-unheard-of', SID],
    ['', SID],
  ])('names %j after the sid and its type', (type, name) => {
    expect(mediaFileName(SID, type)).toBe(name);
  });

  it.each([
    'text/html',
    'Text/HTML; charset=utf-8',
    'application/xhtml+xml',
    'image/svg+xml',
    'text/javascript',
    'application/javascript',
    'application/x-javascript',
    'text/xml',
    'application/xml',
  ])('saves %j, which could run script when opened, as text', (type) => {
    expect(couldRunScript(type)).toBe(true);
    expect(mediaFileName(SID, type)).toBe(`${SID}.txt`);
  });

  it('leaves types that cannot run script under their own extension', () => {
    for (const type of ['image/png', 'application/pdf', 'text/plain', 'text/csv', 'text/vcard', '', 'x/y'])
      expect(couldRunScript(type), type).toBe(false);
  });

  it('keeps nothing of a sid that could make a path or fake an extension', () => {
    expect(mediaFileName('../../etc/passwd.exe', 'image/png')).toBe('etcpasswdexe.png');
    expect(mediaFileName('ME\u202Egnp.exe', 'text/plain')).toBe('MEgnpexe.txt');
    expect(mediaFileName('ME1.html', 'text/html')).toBe('ME1html.txt');
    expect(mediaFileName('', 'image/gif')).toBe('attachment.gif');
    expect(mediaFileName('/../', '')).toBe('attachment');
    expect(mediaFileName('M'.repeat(500), 'image/png')).toBe(`${'M'.repeat(80)}.png`);
  });
});

describe('attachmentStem', () => {
  const at = new Date(2026, 10, 30, 14, 5).getTime();

  it('says who, when and which of the message’s files, readably', () => {
    const stem = attachmentStem({ party: '+14155551234', inbound: true, dateMs: at, position: 1, count: 2 });
    expect(stem).toBe('From +1 415 555 1234 2026-11-30 14h05 (1 of 2)');
    expect(mediaFileName(stem, 'application/pdf')).toBe('From +1 415 555 1234 2026-11-30 14h05 (1 of 2).pdf');
    expect(attachmentStem({ party: '+33612345678', inbound: false, dateMs: at, position: 1, count: 1 })).toBe(
      'To +33 6 12 34 56 78 2026-11-30 14h05',
    );
  });

  it('leaves out what it does not know, and a party that hides characters', () => {
    expect(attachmentStem({ party: '', inbound: true, dateMs: null, position: 1, count: 1 })).toBe(
      'Attachment',
    );
    expect(
      attachmentStem({ party: '\u202E1234-555-514+', inbound: true, dateMs: at, position: 2, count: 3 }),
    ).toBe('Attachment 2026-11-30 14h05 (2 of 3)');
    // A sender id with path characters keeps nothing that could make a path.
    expect(
      mediaFileName(
        attachmentStem({ party: '../x/.exe', inbound: true, dateMs: null, position: 1, count: 1 }),
        'text/plain',
      ),
    ).toBe('From xexe.txt');
  });
});
