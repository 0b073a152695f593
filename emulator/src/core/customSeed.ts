/**
 * A seed written out in full by its caller: the demo account's numbers (any phone_number and friendly
 * name, markup included), Messaging Services and messages (any from, to and body, media of any type, bytes and uri). The
 * browser suite builds hostile accounts with it: what a provider could answer but the demo seed and an
 * inbound delivery cannot express, such as a number whose phone_number holds markup or a media uri
 * that points off the provider's host.
 */
import { DEMO_ACCOUNT } from './accounts';
import { pictureBytes } from './png';
import type { NewMedia, Store } from './store';

export interface CustomSeedNumber {
  phoneNumber: string;
  friendlyName: string;
  /** SMS- and MMS-capable (the app lists only such numbers); voice always. */
  sms: boolean;
}

export interface CustomSeedMedia {
  /** What Media.json lists as content_type; '' for none. */
  contentType: string;
  /** The Content-Type the media host sends instead, when it should differ. */
  servedContentType?: string;
  /** The bytes, as UTF-8 text (an SVG, a page of HTML)… */
  text?: string;
  /** …or one of the emulator's generated pictures (a PNG). Neither: no bytes at all. */
  picture?: number;
  /** The uri Media.json lists instead of the provider's own (an absolute or protocol-relative URL…). */
  uri?: string;
}

export interface CustomSeedMessage {
  from: string;
  to: string;
  body: string;
  direction: 'inbound' | 'outbound-api';
  /** Dated this many minutes before the moment of seeding; outbound ones end delivered. */
  minutesAgo: number;
  media?: CustomSeedMedia[];
}

/** A Messaging Service whose pool holds some of the seed's numbers (each in one service at most). */
export interface CustomSeedService {
  friendlyName: string;
  phoneNumbers: string[];
}

export interface CustomSeed {
  kind: 'custom';
  numbers: CustomSeedNumber[];
  messages: CustomSeedMessage[];
  services?: CustomSeedService[];
}

/** Twilio's own limits where it has them (1,600 characters, 10 media); generous bounds elsewhere. */
export const CUSTOM_SEED_LIMITS = {
  numbers: 100,
  messages: 1000,
  media: 10,
  body: 1600,
  text: 2000,
  mediaText: 100_000,
  minutesAgo: 400 * 24 * 60,
} as const;

const MINUTE = 60_000;

export function text(value: unknown, name: string, max: number = CUSTOM_SEED_LIMITS.text): string {
  if (typeof value !== 'string') throw new Error(`${name} must be text`);
  if (value.length > max) throw new Error(`${name} must be at most ${max} characters`);
  return value;
}

export function record(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${name} must be an object`);
  return value as Record<string, unknown>;
}

export function list(value: unknown, name: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${name} must be a list`);
  if (value.length > max) throw new Error(`${name} must hold at most ${max} items`);
  return value;
}

function validateMedia(input: unknown, name: string): CustomSeedMedia {
  const item = record(input, name);
  const media: CustomSeedMedia = { contentType: text(item.contentType, `${name}.contentType`) };
  if (item.servedContentType !== undefined)
    media.servedContentType = text(item.servedContentType, `${name}.servedContentType`);
  if (item.text !== undefined && item.picture !== undefined)
    throw new Error(`${name} takes text or picture, not both`);
  if (item.text !== undefined) media.text = text(item.text, `${name}.text`, CUSTOM_SEED_LIMITS.mediaText);
  if (item.picture !== undefined) {
    if (typeof item.picture !== 'number' || !Number.isInteger(item.picture) || item.picture < 0)
      throw new Error(`${name}.picture must be a whole number from 0`);
    media.picture = item.picture;
  }
  if (item.uri !== undefined) media.uri = text(item.uri, `${name}.uri`);
  return media;
}

function validateMessage(input: unknown, name: string): CustomSeedMessage {
  const item = record(input, name);
  if (item.direction !== 'inbound' && item.direction !== 'outbound-api')
    throw new Error(`${name}.direction must be 'inbound' or 'outbound-api'`);
  const minutesAgo = item.minutesAgo;
  if (
    typeof minutesAgo !== 'number' ||
    !Number.isFinite(minutesAgo) ||
    minutesAgo < 0 ||
    minutesAgo > CUSTOM_SEED_LIMITS.minutesAgo
  )
    throw new Error(`${name}.minutesAgo must be a number from 0 to ${CUSTOM_SEED_LIMITS.minutesAgo}`);
  const message: CustomSeedMessage = {
    from: text(item.from, `${name}.from`),
    to: text(item.to, `${name}.to`),
    body: text(item.body, `${name}.body`, CUSTOM_SEED_LIMITS.body),
    direction: item.direction,
    minutesAgo,
  };
  if (item.media !== undefined)
    message.media = list(item.media, `${name}.media`, CUSTOM_SEED_LIMITS.media).map((media, index) =>
      validateMedia(media, `${name}.media[${index}]`),
    );
  return message;
}

/** Checks a custom seed posted as JSON; the Error's message names the field at fault. */
export function validateCustomSeed(input: Record<string, unknown>): CustomSeed {
  const numbers = list(input.numbers ?? [], 'numbers', CUSTOM_SEED_LIMITS.numbers).map((value, index) => {
    const item = record(value, `numbers[${index}]`);
    if (typeof item.sms !== 'boolean') throw new Error(`numbers[${index}].sms must be true or false`);
    return {
      phoneNumber: text(item.phoneNumber, `numbers[${index}].phoneNumber`),
      friendlyName: text(item.friendlyName, `numbers[${index}].friendlyName`),
      sms: item.sms,
    };
  });
  const messages = list(input.messages ?? [], 'messages', CUSTOM_SEED_LIMITS.messages).map((value, index) =>
    validateMessage(value, `messages[${index}]`),
  );
  const services = list(input.services ?? [], 'services', CUSTOM_SEED_LIMITS.numbers).map((value, index) => {
    const item = record(value, `services[${index}]`);
    const phoneNumbers = list(
      item.phoneNumbers,
      `services[${index}].phoneNumbers`,
      CUSTOM_SEED_LIMITS.numbers,
    );
    return {
      friendlyName: text(item.friendlyName, `services[${index}].friendlyName`),
      phoneNumbers: phoneNumbers.map((number, at) => {
        const phoneNumber = text(number, `services[${index}].phoneNumbers[${at}]`);
        if (!numbers.some((seeded) => seeded.phoneNumber === phoneNumber))
          throw new Error(`services[${index}].phoneNumbers[${at}] is not one of the seed's numbers`);
        return phoneNumber;
      }),
    };
  });
  const pooled = services.flatMap((service) => service.phoneNumbers);
  if (new Set(pooled).size !== pooled.length) throw new Error('a number can be in one service only');
  return { kind: 'custom', numbers, messages, services };
}

function newMedia(media: CustomSeedMedia): NewMedia {
  const { text: content, picture } = media;
  const bytes =
    content !== undefined
      ? () => new TextEncoder().encode(content)
      : picture !== undefined
        ? () => pictureBytes(picture)
        : () => new Uint8Array(0);
  return {
    contentType: media.contentType,
    servedContentType: media.servedContentType,
    uri: media.uri,
    bytes,
  };
}

/** Fills the demo account with the numbers and messages of `spec`, in the order given. */
export function seedCustom(store: Store, spec: CustomSeed, now: number): void {
  spec.numbers.forEach((number, index) =>
    store.addNumber(DEMO_ACCOUNT.accountSid, {
      phoneNumber: number.phoneNumber,
      friendlyName: number.friendlyName,
      capabilities: { voice: true, sms: number.sms, mms: number.sms, fax: false },
      beta: false,
      createdMs: now - 30 * 24 * 60 * MINUTE + index * MINUTE,
    }),
  );
  (spec.services ?? []).forEach((service, index) =>
    store.addService(DEMO_ACCOUNT.accountSid, {
      friendlyName: service.friendlyName,
      phoneNumbers: service.phoneNumbers,
      createdMs: now - 20 * 24 * 60 * MINUTE + index * MINUTE,
    }),
  );
  spec.messages.forEach((message, index) =>
    store.addMessage(DEMO_ACCOUNT.accountSid, {
      from: message.from,
      to: message.to,
      body: message.body,
      direction: message.direction,
      // A millisecond apart, so messages of the same minute keep the order they were given in (the later
      // the newer), and none is dated after `now`.
      createdMs: now - message.minutesAgo * MINUTE - (spec.messages.length - index),
      outcome: message.direction === 'inbound' ? null : { kind: 'delivered' },
      media: (message.media ?? []).map(newMedia),
    }),
  );
}
