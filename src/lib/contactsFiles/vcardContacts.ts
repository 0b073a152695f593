import ICAL from 'ical.js';
import {
  cleanName,
  ContactsFileError,
  type LineProblem,
  type ReadContact,
  type ReadContactsFile,
} from './contactsFile';

const BEGIN = /^begin:vcard\s*$/i;
const END = /^end:vcard\s*$/i;
const VERSION_2_1 = /^version:\s*2\.1\s*$/im;
/** A fax or a pager cannot take a text. */
const NOT_TEXTABLE = /^(fax|pager)$/i;

/** One card's lines as the file has them, and the line it begins at. */
interface Card {
  line: number;
  text: string;
}

/** The file's cards; text between them is left alone, as vCard readers do. */
function cardsOf(text: string, problems: LineProblem[]): Card[] {
  const lines = text.split(/\r\n|\r|\n/);
  const cards: Card[] = [];
  let start = -1;
  lines.forEach((content, index) => {
    if (BEGIN.test(content)) {
      if (start !== -1) problems.push(unended(start));
      start = index;
    } else if (END.test(content) && start !== -1) {
      cards.push({ line: start + 1, text: lines.slice(start, index + 1).join('\r\n') + '\r\n' });
      start = -1;
    }
  });
  if (start !== -1) problems.push(unended(start));
  return cards;
}

function unended(start: number): LineProblem {
  return { line: start + 1, reason: 'This card has no END:VCARD line. Not imported.', skipped: true };
}

function asArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

/** FN, else the parts of N in the order people say them, else the nickname or the organisation. */
function nameOf(card: ICAL.Component): string {
  const formatted = card.getFirstPropertyValue('fn');
  if (typeof formatted === 'string' && cleanName(formatted) !== '') return cleanName(formatted);
  // N is family; given; additional; prefixes; suffixes.
  const [family = '', given = '', additional = ''] = asArray(card.getFirstPropertyValue('n'));
  const structured = cleanName([given, additional, family].join(' '));
  if (structured !== '') return structured;
  for (const property of ['nickname', 'org']) {
    const other = cleanName(asArray(card.getFirstPropertyValue(property)).join(' '));
    if (other !== '') return other;
  }
  return '';
}

/** The card's numbers that can take a text, as written ('tel:' and an extension dropped). */
function numbersOf(card: ICAL.Component): string[] {
  return card.getAllProperties('tel').flatMap((tel) => {
    const types = asArray(tel.getParameter('type')).flatMap((type) => type.split(','));
    if (types.some((type) => NOT_TEXTABLE.test(type.trim()))) return [];
    const value = tel.getFirstValue();
    if (typeof value !== 'string') return [];
    const written = value.replace(/^tel:/i, '').split(';')[0]?.trim() ?? '';
    return written === '' ? [] : [written];
  });
}

/** Contacts from vCard 3.0 and 4.0 (what Google, Apple and Outlook export), one card at a time. */
export function readVcardContacts(text: string): ReadContactsFile {
  const problems: LineProblem[] = [];
  const contacts: ReadContact[] = [];
  const cards = cardsOf(text, problems);
  if (cards.length === 0 && problems.length === 0) {
    throw new ContactsFileError('The file has no contact card (BEGIN:VCARD … END:VCARD).');
  }
  for (const { line, text: cardText } of cards) {
    if (VERSION_2_1.test(cardText)) {
      problems.push({
        line,
        reason: 'This card is vCard 2.1, which is not read here: export as vCard 3.0 or 4.0. Not imported.',
        skipped: true,
      });
      continue;
    }
    let card: ICAL.Component;
    try {
      card = new ICAL.Component(ICAL.parse(cardText) as unknown[]);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      problems.push({ line, reason: `This card cannot be read (${why}). Not imported.`, skipped: true });
      continue;
    }
    contacts.push({ line, name: nameOf(card), numbers: numbersOf(card) });
  }
  problems.sort((a, b) => a.line - b.line);
  return { contacts, problems };
}
