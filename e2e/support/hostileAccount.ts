/**
 * An account whose provider answers are built to attack the page (issue 12, hostile content): markup and
 * script in bodies, numbers and friendly names, bidi, zero-width and combining characters, the longest
 * and the emptiest bodies, ten media, media of dangerous or no type, and media uris off the provider's
 * host. Every payload that could run script leaves a mark (`window.__pwned`, the title 'pwned', or an
 * alert), so a test can tell that none did. Seeded through the emulator's custom seed.
 */
import type { CustomSeed, CustomSeedMedia, CustomSeedMessage } from '../../emulator/src/core/customSeed';

/** What each script-capable payload does when it runs: a mark on the window, the title, or a dialog. */
function mark(tag: string): string {
  return `window.__pwned='${tag}';document.title='pwned'`;
}

/** An ordinary number of the account, holding most of the hostile messages. */
export const HOSTILE_LINE = '+14155550188';
/** A number of the account whose phone_number itself is markup with a script in it. */
export const MARKUP_NUMBER = `+1555<img src=x onerror="${mark('number')}">`;
/** A number of the account with a right-to-left override inside it. */
export const BIDI_NUMBER = '+1415\u202E5550177';

/** Senders and recipients that are not the account's: markup, a `javascript:` URL, hidden characters. */
export const HOSTILE_PARTIES = {
  imgFrom: `<img src=x onerror="alert('from')">`,
  svgTo: `<svg onload="${mark('to')}"><circle r="5"/></svg>`,
  javascriptFrom: `javascript:${mark('fromjs')}//+14155551234`,
  zeroWidthFrom: '+1415555\u200B1234\u200D',
  plain: '+14155551234',
} as const;

/** Friendly names (the app does not show them, but a provider sends them with every number). */
const FRIENDLY_NAMES = [
  `<script>${mark('friendly')}</script>`,
  `{{constructor.constructor('${mark('friendly-template')}')()}}`,
  `<svg onload="alert('friendly')">`,
];

/** Bodies, each with a word of its own to find its card by. */
export const BODIES = {
  script: `script tag: <script>${mark('script')}</script> done`,
  img: `img: <img src=x onerror="${mark('img')}">`,
  svg: `svg: <svg onload="${mark('svg')}"><circle r="5"/></svg>`,
  links: `links: <a href="javascript:${mark('link')}">Open</a> javascript:alert('bare') <iframe src="javascript:alert('frame')"></iframe>`,
  template: `template: {{constructor.constructor('${mark('template')}')()}} \${alert('literal')} <%= alert('ejs') %> {{7*7}}`,
  bidi: `bidi: pay \u202Eexe.ecnanif\u202C now \u2067mirrored\u2069 \u200Fend`,
  zeroWidth: `zero-width: zero\u200Bwidth\u200Djoiner\uFEFFbom`,
  combining: `combining: Z\u0351\u0352\u0353a\u0300\u0301\u0302\u0303l\u0334\u0335g\u0336o ${'e\u0301'.repeat(20)}`,
  /** Exactly 1,600 characters, Twilio's longest body: markup all the way. */
  longest:
    `longest: ${`<b onmouseover="${mark('long')}">bold</b> <img src=x onerror=alert(1)> `.repeat(40)}`.slice(
      0,
      1600,
    ),
  newlines: '\n\n\n\n\n',
  /** A spreadsheet formula first. */
  formula: `=cmd|' /C calc'!A0 formula: <b>bold</b>`,
  tenMedia: 'ten media: pictures, all ten',
  mediaTypes: 'media types: an SVG, an HTML page and bytes of no type',
  offHost: 'off host: media whose uri points elsewhere',
  fromMarkup: 'from markup: a sender that is an image',
  toMarkup: 'to markup: a recipient that is an SVG',
  fromJavascript: 'from javascript: a sender that is a link',
  zeroWidthSender: 'zero-width sender: looks like a number',
  onMarkupNumber: `on the markup number: <img src=x onerror="${mark('markup-line')}">`,
  fromMarkupNumber: 'from the markup number: a reply',
  onBidiNumber: 'on the bidi number: hello',
} as const;

/**
 * The word that finds each body's card: the first 'word:' in it (the newline-only body has none; it is
 * found as the card with a blank body).
 */
export const CARD_WORDS: string[] = Object.values(BODIES)
  .map((body) => /[a-z][a-z -]*:/i.exec(body)?.[0] ?? '')
  .filter((word) => word !== '');

export const SVG_ATTACHMENT = `<svg xmlns="http://www.w3.org/2000/svg" onload="${mark('svg-file')}"><script>${mark('svg-script')}</script></svg>`;
export const HTML_ATTACHMENT = `<!doctype html><script>${mark('html-file')}</script><img src=x onerror="alert('html')">`;

/** Off-host media uris, each with a known sid so the test can name it. */
export const OFF_HOST_URIS = [
  'https://evil.example/2010-04-01/Accounts/AC/Messages/MM/Media/ME00000000000000000000000000000001.json',
  '//evil.example/2010-04-01/Accounts/AC/Messages/MM/Media/ME00000000000000000000000000000002.json',
  `javascript:${mark('media-uri')}//.json`,
];

const tenPictures: CustomSeedMedia[] = Array.from({ length: 10 }, (_, index) => ({
  contentType: 'image/png',
  picture: index,
}));

function inbound(from: string, to: string, body: string, minutesAgo: number, media?: CustomSeedMedia[]) {
  const message: CustomSeedMessage = { from, to, body, direction: 'inbound', minutesAgo };
  if (media) message.media = media;
  return message;
}

function outbound(from: string, to: string, body: string, minutesAgo: number): CustomSeedMessage {
  return { from, to, body, direction: 'outbound-api', minutesAgo };
}

const { plain } = HOSTILE_PARTIES;

export const HOSTILE_SEED: CustomSeed = {
  kind: 'custom',
  numbers: [
    { phoneNumber: HOSTILE_LINE, friendlyName: FRIENDLY_NAMES[0] ?? '', sms: true },
    { phoneNumber: MARKUP_NUMBER, friendlyName: FRIENDLY_NAMES[1] ?? '', sms: true },
    { phoneNumber: BIDI_NUMBER, friendlyName: FRIENDLY_NAMES[2] ?? '', sms: true },
  ],
  messages: [
    inbound(plain, HOSTILE_LINE, BODIES.script, 90),
    inbound(plain, HOSTILE_LINE, BODIES.img, 88),
    inbound(plain, HOSTILE_LINE, BODIES.svg, 86),
    inbound(plain, HOSTILE_LINE, BODIES.links, 84),
    outbound(HOSTILE_LINE, plain, BODIES.template, 82),
    inbound(plain, HOSTILE_LINE, BODIES.bidi, 80),
    inbound(plain, HOSTILE_LINE, BODIES.zeroWidth, 78),
    inbound(plain, HOSTILE_LINE, BODIES.combining, 76),
    inbound(plain, HOSTILE_LINE, BODIES.longest, 74),
    inbound(plain, HOSTILE_LINE, BODIES.newlines, 72),
    inbound(plain, HOSTILE_LINE, BODIES.formula, 71),
    inbound(plain, HOSTILE_LINE, BODIES.tenMedia, 70, tenPictures),
    inbound(plain, HOSTILE_LINE, BODIES.mediaTypes, 68, [
      { contentType: 'image/svg+xml', text: SVG_ATTACHMENT },
      { contentType: 'text/html', text: HTML_ATTACHMENT },
      { contentType: '', text: HTML_ATTACHMENT },
      // Listed as a picture, served as a page: the bytes' own type must be checked too.
      { contentType: 'image/png', servedContentType: 'text/html', text: HTML_ATTACHMENT },
    ]),
    inbound(plain, HOSTILE_LINE, BODIES.offHost, 66, [
      ...OFF_HOST_URIS.map((uri): CustomSeedMedia => ({ contentType: 'image/png', picture: 1, uri })),
      { contentType: 'image/png', picture: 2 },
    ]),
    inbound(HOSTILE_PARTIES.imgFrom, HOSTILE_LINE, BODIES.fromMarkup, 64),
    outbound(HOSTILE_LINE, HOSTILE_PARTIES.svgTo, BODIES.toMarkup, 62),
    inbound(HOSTILE_PARTIES.javascriptFrom, HOSTILE_LINE, BODIES.fromJavascript, 60),
    inbound(HOSTILE_PARTIES.zeroWidthFrom, HOSTILE_LINE, BODIES.zeroWidthSender, 58),
    inbound(plain, MARKUP_NUMBER, BODIES.onMarkupNumber, 56),
    outbound(MARKUP_NUMBER, plain, BODIES.fromMarkupNumber, 54),
    inbound(plain, BIDI_NUMBER, BODIES.onBidiNumber, 52),
  ],
};
