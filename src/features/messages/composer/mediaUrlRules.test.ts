import { describe, expect, it } from 'vitest';
import {
  checkMediaUrl,
  MAX_MEDIA_URLS,
  MEDIA_URL_EMPTY,
  MEDIA_URL_NOT_A_URL,
  MEDIA_URL_ON_PROVIDER_API,
  MEDIA_URL_TOO_MANY,
  MEDIA_URL_WITH_LOGIN,
  mediaUrlDuplicate,
  mediaUrlNotHttps,
} from './mediaUrlRules';

const PROVIDER = 'https://api.twilio.com';
const check = (typed: string, added: readonly string[] = []) => checkMediaUrl(typed, added, PROVIDER);

describe('checkMediaUrl', () => {
  it('accepts a public https address, trimmed and normalised as the browser fetches it', () => {
    expect(check('  https://Media.Example/cats/1.png?size=l  ')).toEqual({
      ok: true,
      url: 'https://media.example/cats/1.png?size=l',
    });
    expect(check('https://media.example/a b.png')).toEqual({
      ok: true,
      url: 'https://media.example/a%20b.png',
    });
  });

  it.each([
    ['', MEDIA_URL_EMPTY],
    ['   ', MEDIA_URL_EMPTY],
    ['media.example/cat.png', MEDIA_URL_NOT_A_URL],
    ['a cat', MEDIA_URL_NOT_A_URL],
    ['https://', MEDIA_URL_NOT_A_URL],
    ['http://media.example/cat.png', mediaUrlNotHttps('http:')],
    ['ftp://media.example/cat.png', mediaUrlNotHttps('ftp:')],
    ['javascript:alert(1)', mediaUrlNotHttps('javascript:')],
    ['data:image/png;base64,iVBORw0KGgo=', mediaUrlNotHttps('data:')],
    ['https://me:secret@media.example/cat.png', MEDIA_URL_WITH_LOGIN],
    ['https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1', MEDIA_URL_ON_PROVIDER_API],
  ])('refuses %j', (typed, error) => {
    expect(check(typed)).toEqual({ ok: false, error });
  });

  it('refuses an address already added, naming which image it is, however it was written', () => {
    const added = ['https://media.example/a.png', 'https://media.example/b.png'];
    expect(check('https://MEDIA.example/b.png', added)).toEqual({
      ok: false,
      error: mediaUrlDuplicate(2),
    });
    expect(check('https://media.example/c.png', added)).toEqual({
      ok: true,
      url: 'https://media.example/c.png',
    });
  });

  it('refuses an 11th address, whatever it is', () => {
    const ten = Array.from({ length: MAX_MEDIA_URLS }, (_, i) => `https://media.example/${i}.png`);
    expect(check('https://media.example/new.png', ten)).toEqual({ ok: false, error: MEDIA_URL_TOO_MANY });
    expect(check('https://media.example/new.png', ten.slice(1))).toMatchObject({ ok: true });
  });
});
