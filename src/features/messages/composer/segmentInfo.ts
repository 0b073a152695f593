/** What a body costs as SMS, from Twilio's own calculator, so the count matches what Twilio bills. */
import { SegmentedMessage } from 'sms-segments-calculator';
import { lazily } from '../../../lib/lazily';

export interface SegmentInfo {
  /** Characters as a person counts them: an emoji with its skin tone, or 'é' made of e + U+0301, is one. */
  characters: number;
  encoding: 'GSM-7' | 'UCS-2';
  /** SMS segments Twilio would send; 0 for an empty body, which is not sent at all. */
  segments: number;
  /** The first character outside GSM-7, which makes the message UCS-2; null while it is GSM-7. */
  firstNonGsmCharacter: string | null;
}

/** The calculator's split, from an old Unicode, cuts newer emoji in two; the browser's knows them. */
const graphemeSegmenter = lazily(() =>
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null,
);

export function segmentInfo(body: string): SegmentInfo {
  // Smart Encoding (curly quotes to straight ones…) is a Messaging Service setting; the composer sends
  // from a number, so Twilio sends the text as typed.
  const message = new SegmentedMessage(body, 'auto', false);
  const segmenter = graphemeSegmenter();
  return {
    characters: segmenter ? [...segmenter.segment(body)].length : message.graphemes.length,
    encoding: message.encodingName,
    segments: body === '' ? 0 : message.segmentsCount,
    firstNonGsmCharacter: firstNonGsmCharacter(body, message),
  };
}

/**
 * The character, as a person sees it, holding the calculator's first non-GSM-7 piece: found by offset,
 * because the calculator's piece may be half of a newer emoji ('🧑‍' of '🧑‍🦰').
 */
function firstNonGsmCharacter(body: string, message: SegmentedMessage): string | null {
  let offset = 0;
  for (const encoded of message.encodedChars) {
    if (!encoded.isGSM7) {
      const segmenter = graphemeSegmenter();
      if (!segmenter) return encoded.raw;
      const found = segmenter.segment(body).containing(offset);
      return found ? found.segment : encoded.raw;
    }
    // Without Smart Encoding the pieces are the body cut in order, so their lengths add up to offsets.
    offset += encoded.raw.length;
  }
  return null;
}
