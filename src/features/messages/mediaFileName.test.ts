import { describe, expect, it } from 'vitest';
import { couldRunScript, mediaFileName } from './mediaFileName';

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
    expect(mediaFileName('M'.repeat(500), 'image/png')).toBe(`${'M'.repeat(64)}.png`);
  });
});
