/**
 * Twilio's JSON as it crosses into the app, checked where it enters. Only the fields the app reads
 * are checked; everything else Twilio sends is ignored. A body that does not fit is a provider error
 * with a clear message instead of a crash deeper in the UI.
 */
import * as v from 'valibot';
import type { MediaFile, Message } from './models';
import { ProviderError } from './errors';

const nullableString = v.optional(v.nullable(v.string()), null);

export const IncomingPhoneNumbersPageSchema = v.object({
  incoming_phone_numbers: v.array(
    v.object({
      phone_number: v.string(),
      capabilities: v.optional(v.nullable(v.object({ sms: v.optional(v.boolean(), false) })), null),
    }),
  ),
  next_page_uri: nullableString,
});

const WireMessageSchema = v.object({
  sid: v.string(),
  direction: v.optional(v.nullable(v.string()), ''),
  from: nullableString,
  to: nullableString,
  date_created: nullableString,
  status: v.optional(v.nullable(v.string()), ''),
  body: nullableString,
  num_media: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
});

export const MessagesPageSchema = v.object({
  messages: v.array(WireMessageSchema),
});

export const MediaListSchema = v.object({
  media_list: v.array(
    v.object({
      sid: v.string(),
      uri: v.string(),
      content_type: v.optional(v.nullable(v.string()), ''),
    }),
  ),
});

export function parseWire<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const where = result.issues[0] ? v.getDotPath(result.issues[0]) : null;
    throw new ProviderError(
      `The provider sent an answer this app cannot read${where ? ` (at ${where})` : ''}`,
      { status: null, code: null, moreInfo: null },
    );
  }
  return result.output;
}

export function toMessage(wire: v.InferOutput<typeof WireMessageSchema>): Message {
  const direction = wire.direction ?? '';
  const dateCreated = wire.date_created ?? '';
  const parsedDate = Date.parse(dateCreated);
  const numMedia = wire.num_media === null ? Number.NaN : Number(wire.num_media);
  return {
    sid: wire.sid,
    direction,
    isInbound: direction.includes('inbound'),
    from: wire.from ?? '',
    to: wire.to ?? '',
    dateCreated,
    dateCreatedMs: Number.isNaN(parsedDate) ? 0 : parsedDate,
    status: wire.status ?? '',
    body: wire.body ?? '',
    numMedia: Number.isFinite(numMedia) ? numMedia : null,
  };
}

/**
 * Media URLs are built from the `uri` without its `.json` suffix (the spec). A relative uri is resolved
 * against the provider's base URL; an absolute one is accepted only when it is on the provider's host,
 * so a hostile answer cannot make the app send credentials elsewhere.
 */
export function toMediaFile(
  wire: v.InferOutput<typeof MediaListSchema>['media_list'][number],
  apiBaseUrl: string,
): MediaFile | null {
  const base = new URL(apiBaseUrl);
  const uri = wire.uri.replace(/\.json$/, '');
  let url: URL;
  try {
    // Twilio's uris start at the API root ('/2010-04-01/…'): keep any path prefix of the configured base
    // URL (a proxy under /twilio, say), as the axios calls do.
    url = uri.startsWith('/') && !uri.startsWith('//') ? new URL(apiBaseUrl + uri) : new URL(uri, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return { sid: wire.sid, contentType: wire.content_type ?? '', url: url.href };
}
