/**
 * Twilio's JSON, checked where it enters the app (only the fields the app reads). A page of the wrong
 * shape is a provider error, not a crash deeper in the UI; within a page each item is checked on its own,
 * and one that cannot be used is left out and counted (docs/decisions/0012-provider-answers-item-by-item.md).
 */
import * as v from 'valibot';
import type { MediaFile, Message } from './models';
import { twilioErrorCode, unreadableAnswer } from './errors';

const nullableString = v.optional(v.nullable(v.string()), null);
/** A field an item cannot do without (its number, its sid): a string with something in it. */
const identity = v.pipe(v.string(), v.minLength(1));

/** A field the app can do without (price, segments): absent, null or ill-shaped, it reads as null. */
function lenient<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(v.nullable(schema), null), null);
}

/** Twilio sends counts and codes as numbers in some answers and as strings in others. */
const numberOrNumericString = v.union([v.number(), v.string()]);

// Page shapes: only the list is required; `checkEach` reads its items, so one odd item cannot cost the page.
export const IncomingPhoneNumbersPageSchema = v.object({
  incoming_phone_numbers: v.array(v.unknown()),
  next_page_uri: nullableString,
});

export const WireIncomingPhoneNumberSchema = v.object({
  sid: nullableString,
  phone_number: identity,
  friendly_name: lenient(v.string()),
  capabilities: v.optional(v.nullable(v.object({ sms: v.optional(v.nullable(v.boolean()), null) })), null),
});

export const WireMessageSchema = v.object({
  sid: identity,
  direction: v.optional(v.nullable(v.string()), ''),
  from: nullableString,
  to: nullableString,
  date_created: nullableString,
  status: v.optional(v.nullable(v.string()), ''),
  body: nullableString,
  num_media: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  error_code: lenient(numberOrNumericString),
  error_message: lenient(v.string()),
  date_sent: lenient(v.string()),
  num_segments: lenient(numberOrNumericString),
  price: lenient(numberOrNumericString),
  price_unit: lenient(v.string()),
});

export const MessagesPageSchema = v.object({
  messages: v.array(v.unknown()),
  // Read as it came: the page is usable whatever this holds, and api.ts decides what may be followed.
  next_page_uri: v.optional(v.unknown(), null),
});

export const WireMediaSchema = v.object({
  sid: identity,
  uri: identity,
  content_type: v.optional(v.nullable(v.string()), ''),
});

export const MediaListSchema = v.object({
  media_list: v.array(v.unknown()),
});

/** Checks each item on its own: an item that does not fit is counted and left out, never the whole page. */
export function checkEach<TSchema extends v.GenericSchema>(
  schema: TSchema,
  items: readonly unknown[],
): { items: v.InferOutput<TSchema>[]; unreadable: number } {
  const readable: v.InferOutput<TSchema>[] = [];
  let unreadable = 0;
  for (const item of items) {
    const result = v.safeParse(schema, item);
    if (result.success) readable.push(result.output);
    else unreadable += 1;
  }
  return { items: readable, unreadable };
}

/** A successful answer checked against `schema`; a body that does not fit is an 'unreadable' error. */
export function parseWire<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  status: number,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const where = result.issues[0] ? v.getDotPath(result.issues[0]) : null;
    throw unreadableAnswer(status, where);
  }
  return result.output;
}

/** A whole number from a number or a string of digits; anything else (or nothing) is unknown. */
function wholeNumber(value: number | string | null): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
}

/** An RFC 2822 date as milliseconds; null when absent or unreadable (never 0, which reads as 1970). */
function timeOf(date: string | null): number | null {
  if (date === null) return null;
  const parsed = Date.parse(date);
  return Number.isNaN(parsed) ? null : parsed;
}

/** A text the app may show, or null when there is none. */
function someText(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value;
}

export function toMessage(wire: v.InferOutput<typeof WireMessageSchema>): Message {
  const direction = wire.direction ?? '';
  const dateCreated = wire.date_created ?? '';
  const numMedia = wire.num_media === null ? Number.NaN : Number(wire.num_media);
  return {
    sid: wire.sid,
    direction,
    isInbound: direction.includes('inbound'),
    from: wire.from ?? '',
    to: wire.to ?? '',
    dateCreated,
    dateCreatedMs: timeOf(wire.date_created),
    status: wire.status ?? '',
    body: wire.body ?? '',
    numMedia: Number.isFinite(numMedia) ? numMedia : null,
    errorCode: twilioErrorCode(wire.error_code),
    errorMessage: someText(wire.error_message),
    dateSentMs: timeOf(wire.date_sent),
    numSegments: wholeNumber(wire.num_segments),
    price: wire.price === null ? null : someText(String(wire.price)),
    priceUnit: someText(wire.price_unit),
  };
}

/** One message, when `data` can be read as one; null otherwise (for answers whose body is a bonus). */
export function messageOrNull(data: unknown): Message | null {
  const result = v.safeParse(WireMessageSchema, data);
  return result.success ? toMessage(result.output) : null;
}

/** Newest first; messages whose date is unknown go last, in the order they came (the sort is stable). */
export function newestFirst(a: Message, b: Message): number {
  if (a.dateCreatedMs === null || b.dateCreatedMs === null) {
    return (a.dateCreatedMs === null ? 1 : 0) - (b.dateCreatedMs === null ? 1 : 0);
  }
  return b.dateCreatedMs - a.dateCreatedMs;
}

/** A provider's uri on the provider's origin (a path prefix of the base URL kept), or null. */
export function resolveProviderUri(uri: string, apiBaseUrl: string): URL | null {
  const base = new URL(apiBaseUrl);
  let url: URL;
  try {
    url =
      uri.startsWith('/') && !uri.startsWith('//')
        ? new URL(apiBaseUrl.replace(/\/+$/, '') + uri)
        : new URL(uri, base);
  } catch {
    return null;
  }
  return url.origin === base.origin ? url : null;
}

/** The media's URL: its `uri` without `.json`, only ever on the provider's host (credentials go there). */
export function toMediaFile(
  wire: v.InferOutput<typeof WireMediaSchema>,
  apiBaseUrl: string,
): MediaFile | null {
  const url = resolveProviderUri(wire.uri.replace(/\.json$/, ''), apiBaseUrl);
  if (url === null) return null;
  return { sid: wire.sid, contentType: wire.content_type ?? '', url: url.href };
}
