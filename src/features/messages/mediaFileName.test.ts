import { describe, expect, it } from 'vitest';
import { mediaFileName } from './mediaFileName';

const SID = 'ME0123456789abcdef0123456789abcdef';

describe('mediaFileName', () => {
  it.each([
    ['image/png', `${SID}.png`],
    ['IMAGE/JPEG; name=photo.jpg', `${SID}.jpg`],
    ['image/svg+xml', `${SID}.svg`],
    ['application/pdf', `${SID}.pdf`],
    ['text/vcard;charset=utf-8', `${SID}.vcf`],
    ['video/mp4', `${SID}.mp4`],
    ['application/x-unheard-of', SID],
    ['', SID],
  ])('names %j after the sid and its type', (type, name) => {
    expect(mediaFileName(SID, type)).toBe(name);
  });

  it('keeps nothing of a sid that could make a path or fake an extension', () => {
    expect(mediaFileName('../../etc/passwd.exe', 'image/png')).toBe('etcpasswdexe.png');
    expect(mediaFileName('ME\u202Egnp.exe', 'text/plain')).toBe('MEgnpexe.txt');
    expect(mediaFileName('', 'image/gif')).toBe('attachment.gif');
    expect(mediaFileName('/../', '')).toBe('attachment');
    expect(mediaFileName('M'.repeat(500), 'image/png')).toBe(`${'M'.repeat(64)}.png`);
  });
});
