/**
 * One exported message by Twilio's field names: CSV and JSON are both written from this one shape, so
 * they carry the same fields (docs/decisions/0018-export-formats.md).
 */
import type { Contacts } from '../../../lib/contacts/contacts';
import type { Message } from '../../../lib/twilio/models';
import { formatIsoDate } from '../../../lib/dates/formatDateTime';

/** The columns, in order: the keys of a `messageRecord`. */
export const RECORD_FIELDS = [
  'sid',
  'date_created',
  'date_sent',
  'direction',
  'from',
  'to',
  'status',
  'body',
  'num_media',
  'num_segments',
  'price',
  'price_unit',
  'error_code',
  'error_message',
  'from_name',
  'to_name',
] as const satisfies readonly (keyof ReturnType<typeof messageRecord>)[];

/** `names`: the names the person gave numbers in this browser, which the file carries beside Twilio's fields. */
export function messageRecord(message: Message, names: Contacts) {
  return {
    sid: message.sid,
    // ISO 8601 in UTC ('2026-11-22T19:00:36Z'); null when Twilio sent no readable date (never 1970).
    date_created: formatIsoDate(message.dateCreatedMs),
    date_sent: formatIsoDate(message.dateSentMs),
    direction: message.direction,
    from: message.from,
    to: message.to,
    status: message.status,
    body: message.body,
    num_media: message.numMedia,
    num_segments: message.numSegments,
    // As Twilio wrote it ('-0.00790'): a decimal string, never rounded through a float.
    price: message.price,
    price_unit: message.priceUnit,
    error_code: message.errorCode,
    error_message: message.errorMessage,
    // Last, so every column before them stays where it was.
    from_name: names[message.from]?.name ?? null,
    to_name: names[message.to]?.name ?? null,
  };
}
