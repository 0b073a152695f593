/**
 * The one way to reach the provider: calls 1–5 of the spec over axios with HTTP basic auth, sent only
 * to the configured base URL. Every failure leaves this module as a `ProviderError`.
 */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { env } from '../../config/env';
import { sendAtParameter } from '../scheduledMessages/sendWindow';
import { basicAuthFor, type Credentials } from './credentials';
import { ProviderError, providerErrorFrom, type NoAnswerReason } from './errors';
import type { MediaFile, Message } from './models';
import {
  checkEach,
  IncomingPhoneNumbersPageSchema,
  MediaListSchema,
  MessagesPageSchema,
  messageOrNull,
  newestFirst,
  parseWire,
  resolveProviderUri,
  toMediaFile,
  toMessage,
  WireIncomingPhoneNumberSchema,
  WireMediaSchema,
  WireMessageSchema,
} from './wire';

export const API_VERSION = '2010-04-01';
export const SIGN_IN_CHECK_PAGE_SIZE = 1;
export const PHONE_NUMBERS_PAGE_SIZE = 50;
/** Caps paging at 10,000 numbers; repeating or empty pages stop a listing long before. */
export const MAX_PHONE_NUMBER_PAGES = 200;

function accountPath({ accountSid }: Pick<Credentials, 'accountSid'>): string {
  return `/${API_VERSION}/Accounts/${encodeURIComponent(accountSid)}`;
}

/** An account's list on the provider, as an absolute URL (a path prefix of the base URL kept). */
function listUrl(credentials: Credentials, list: 'IncomingPhoneNumbers' | 'Messages'): URL {
  return new URL(`${env.apiBaseUrl.replace(/\/+$/, '')}${accountPath(credentials)}/${list}.json`);
}

/** Twilio's REST API (2010-04-01) or its Messaging API (v1): the only two places credentials go. */
export type ProviderApi = 'rest' | 'messaging';

/** An HTTP client that sends `credentials` to the configured URL of `api`. */
export function clientFor(credentials: Credentials, api: ProviderApi = 'rest'): AxiosInstance {
  const client = axios.create({
    baseURL: api === 'rest' ? env.apiBaseUrl : env.messagingApiBaseUrl,
    auth: basicAuthFor(credentials),
    headers: { Accept: 'application/json' },
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    // A cancelled request is not a failure to report; the query layer handles it.
    if (axios.isCancel(error)) return Promise.reject(error);
    if (axios.isAxiosError(error)) {
      return Promise.reject(
        providerErrorFrom(error.response?.status ?? null, error.response?.data, noAnswerReason(error)),
      );
    }
    // Not an HTTP failure (a bug of ours, say): the spec passes other errors through unchanged.
    return Promise.reject(error);
  });
  return client;
}

/** What the browser knows of a request that got no answer (only read when none came). */
function noAnswerReason(error: AxiosError): NoAnswerReason {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT
    ? 'timeout'
    : 'no-answer';
}

/** Call 1 with PageSize 1: the credentials work when the provider lists the account's numbers. */
export async function checkCredentials(credentials: Credentials, signal?: AbortSignal): Promise<void> {
  const answer = await clientFor(credentials).get<unknown>(
    `${accountPath(credentials)}/IncomingPhoneNumbers.json`,
    {
      params: { Beta: false, PageSize: SIGN_IN_CHECK_PAGE_SIZE, Page: 0 },
      signal,
    },
  );
  parseWire(IncomingPhoneNumbersPageSchema, answer.data, answer.status);
}

/** Why a listing of numbers stopped before the provider said it was done. */
export type CutShort =
  /** The provider kept offering pages that repeated one already read or brought nothing new. */
  | 'endless'
  /** The page cap was reached while the provider still offered more. */
  | 'page-cap'
  /** The next page was on another origin (or another path), which is never followed. */
  | 'foreign-next-page';

/** What a listing of numbers has found so far. */
export interface PhoneNumbersFound {
  /** SMS-capable numbers: sorted, each once. */
  numbers: string[];
  /** The friendly name the provider gives each of `numbers` that has one. */
  friendlyNames: Record<string, string>;
  /** Numbers that cannot send SMS (capabilities.sms false): sorted, each once, not offered. */
  withoutSms: string[];
  /** Numbers whose answer does not say whether they can send SMS (no capabilities): not offered. */
  smsUnknown: string[];
  /** Items of the pages read that could not be used. */
  unreadable: number;
  pagesRead: number;
}

/** Where a listing of numbers stands, so that a retry after a failed page goes on from that page. */
export interface PhoneNumbersProgress extends PhoneNumbersFound {
  /** The page to read next: the provider's next_page_uri, resolved and with the spec's parameters. */
  next: { url: string; page: number };
  /** Every page address read or offered so far, to notice a provider going round in circles. */
  seenPages: string[];
  /** Every item read so far (its sid, or its number), to notice a page that brings nothing new. */
  seenItems: string[];
}

/** What a listing in progress has found, without what it keeps to go on. */
export function foundSoFar({
  next: _next,
  seenPages: _seenPages,
  seenItems: _seenItems,
  ...found
}: PhoneNumbersProgress): PhoneNumbersFound {
  return found;
}

export interface PhoneNumbersListing extends PhoneNumbersFound {
  /** Null when the provider said the last page was read. */
  cutShort: CutShort | null;
}

/** A page address without the order of its parameters; localeCompare would load collation data. */
function pageKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

function withNumbersPaging(url: URL, page: number): string {
  // The spec's call 1: Beta=false, PageSize 50 and an incremented Page. Everything else the provider
  // put in the uri (its PageToken above all, which Twilio's paging relies on) goes along unchanged.
  url.searchParams.set('Page', String(page));
  url.searchParams.set('PageSize', String(PHONE_NUMBERS_PAGE_SIZE));
  url.searchParams.set('Beta', 'false');
  return url.href;
}

/**
 * The next page the provider offers (resolveProviderUri), or null when it is not this same list there:
 * credentials are sent only to the provider, and only this list is being read.
 */
export function offeredNextPage(nextPageUri: string, apiBaseUrl: string, listPath: string): URL | null {
  const url = resolveProviderUri(nextPageUri, apiBaseUrl);
  return url === null || url.pathname !== listPath ? null : url;
}

function itemKey(item: unknown): string {
  if (typeof item === 'object' && item !== null) {
    const { sid, phone_number: phoneNumber } = item as Record<string, unknown>;
    if (typeof sid === 'string' && sid !== '') return sid;
    if (typeof phoneNumber === 'string' && phoneNumber !== '') return phoneNumber;
  }
  return JSON.stringify(item) ?? String(item);
}

/**
 * Call 1, every page, following each page's next_page_uri (it carries the PageToken): SMS-capable numbers
 * only, sorted, each once. A provider that keeps offering pages is stopped — a page address seen before,
 * a page with nothing new in it, a next page elsewhere, or the page cap — and the listing says so in
 * `cutShort`. `onPage` sees the progress after each page but the last, so the dropdown can offer the
 * numbers while the rest page in, and a retry after a failed page goes on from `resumeFrom`.
 */
export async function listSmsPhoneNumbers(
  credentials: Credentials,
  options: {
    signal?: AbortSignal;
    onPage?: (progress: PhoneNumbersProgress) => void;
    resumeFrom?: PhoneNumbersProgress;
    maxPages?: number;
  } = {},
): Promise<PhoneNumbersListing> {
  const client = clientFor(credentials);
  const maxPages = options.maxPages ?? MAX_PHONE_NUMBER_PAGES;
  const first = listUrl(credentials, 'IncomingPhoneNumbers');
  const firstUrl = withNumbersPaging(first, 0);
  const listPath = first.pathname;
  let progress: PhoneNumbersProgress = options.resumeFrom ?? {
    numbers: [],
    friendlyNames: {},
    withoutSms: [],
    smsUnknown: [],
    unreadable: 0,
    pagesRead: 0,
    next: { url: firstUrl, page: 0 },
    seenPages: [pageKey(new URL(firstUrl))],
    seenItems: [],
  };
  const numbers = new Set(progress.numbers);
  const friendlyNames = { ...progress.friendlyNames };
  const withoutSms = new Set(progress.withoutSms);
  const smsUnknown = new Set(progress.smsUnknown);
  const seenPages = new Set(progress.seenPages);
  const seenItems = new Set(progress.seenItems);
  const listing = (cutShort: CutShort | null): PhoneNumbersListing => ({ ...foundSoFar(progress), cutShort });

  for (;;) {
    const { next } = progress;
    const answer = await client.get<unknown>(next.url, { signal: options.signal });
    const body = parseWire(IncomingPhoneNumbersPageSchema, answer.data, answer.status);
    const checked = checkEach(WireIncomingPhoneNumberSchema, body.incoming_phone_numbers);
    for (const number of checked.items) {
      const sms = number.capabilities?.sms ?? null;
      if (sms === true) {
        numbers.add(number.phone_number);
        if (number.friendly_name !== null) friendlyNames[number.phone_number] = number.friendly_name;
      } else (sms === false ? withoutSms : smsUnknown).add(number.phone_number);
    }
    const itemsSeenBefore = seenItems.size;
    for (const item of body.incoming_phone_numbers) seenItems.add(itemKey(item));
    progress = {
      ...progress,
      numbers: [...numbers].sort(),
      friendlyNames: { ...friendlyNames },
      // A number offered for SMS on one page is not also left out for another page's answer about it.
      withoutSms: [...withoutSms].filter((number) => !numbers.has(number)).sort(),
      smsUnknown: [...smsUnknown].filter((number) => !numbers.has(number) && !withoutSms.has(number)).sort(),
      unreadable: progress.unreadable + checked.unreadable,
      pagesRead: progress.pagesRead + 1,
    };
    if (body.next_page_uri === null) return listing(null);

    const offered = offeredNextPage(body.next_page_uri, env.apiBaseUrl, listPath);
    if (offered === null) return listing('foreign-next-page');
    const offeredKey = pageKey(offered);
    if (seenPages.has(offeredKey) || seenItems.size === itemsSeenBefore) return listing('endless');
    if (progress.pagesRead >= maxPages) return listing('page-cap');
    seenPages.add(offeredKey);
    progress = {
      ...progress,
      next: { url: withNumbersPaging(offered, next.page + 1), page: next.page + 1 },
      seenPages: [...seenPages],
      seenItems: [...seenItems],
    };
    options.onPage?.(progress);
  }
}

/**
 * Which of an account's messages a list reads: those sent from a number, sent to it, from one to another
 * (whether a send whose answer was lost went out), or all of them.
 */
export type MessagesStream =
  | { from: string; to?: never }
  | { to: string; from?: never }
  | { from: string; to: string }
  | { account: true };

/** One page of a message list, in the provider's order (newest first). */
export interface MessagesPage {
  messages: Message[];
  /** Items of this page that could not be read (they are not in `messages`). */
  unreadable: number;
  /** The provider's next page, resolved against the configured API URL; null when there is none to read. */
  nextPageUrl: string | null;
  /** Set when the provider offered a next page that is never followed (another origin, another list). */
  cutShort: 'foreign-next-page' | null;
}

/**
 * A message list's answer read, each item checked on its own. Its next_page_uri (it carries the PageToken)
 * is followed only when it is this list on the provider; any other, text or not, is a page offered
 * elsewhere rather than the end, so history never says "that is all" when it is not.
 */
function readMessagesAnswer(answer: { data: unknown; status: number }, listPath: string): MessagesPage {
  const body = parseWire(MessagesPageSchema, answer.data, answer.status);
  const checked = checkEach(WireMessageSchema, body.messages);
  const offered = body.next_page_uri;
  const next = typeof offered === 'string' ? offeredNextPage(offered, env.apiBaseUrl, listPath) : null;
  const ended = offered === null || offered === undefined;
  return {
    messages: checked.items.map(toMessage),
    unreadable: checked.unreadable,
    nextPageUrl: next?.href ?? null,
    cutShort: ended || next !== null ? null : 'foreign-next-page',
  };
}

function streamParams(stream: MessagesStream): Record<string, string> {
  if ('account' in stream) return {};
  return {
    ...(stream.from === undefined ? {} : { From: stream.from }),
    ...(stream.to === undefined ? {} : { To: stream.to }),
  };
}

/**
 * One page of an account's messages, beside the spec's calls 2 and 3: the first page of a stream (sent
 * from a number, sent to it, or the whole account's, with no To or From), or a further page at
 * `pageUrl` — a `nextPageUrl` this module gave out. That address is checked again before any
 * credentials go with it, since it may have been kept anywhere in between.
 */
export async function listMessagesPage(
  credentials: Credentials,
  request: { stream: MessagesStream; pageSize?: number } | { pageUrl: string },
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const client = clientFor(credentials);
  const list = listUrl(credentials, 'Messages');
  if ('pageUrl' in request) {
    const page = offeredNextPage(request.pageUrl, env.apiBaseUrl, list.pathname);
    if (page === null) throw new Error('Refusing to send credentials to a page other than the message list');
    const answer = await client.get<unknown>(page.href, { signal });
    return readMessagesAnswer(answer, list.pathname);
  }
  const params: Record<string, string | number> = streamParams(request.stream);
  if (request.pageSize !== undefined) params.PageSize = request.pageSize;
  const answer = await client.get<unknown>(list.href, { params, signal });
  return readMessagesAnswer(answer, list.pathname);
}

/** The messages of a number, and how many of them could not be read (they are not in the list). */
export interface MessagesListing {
  messages: Message[];
  unreadable: number;
  /** Each stream's next page (see `MessagesPage.nextPageUrl`), for reading history on from these. */
  next: { sent: string | null; received: string | null };
}

/** Calls 2 and 3 in parallel (sent from, sent to the number), merged and sorted newest first. */
export async function listMessages(
  credentials: Credentials,
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<MessagesListing> {
  const [sent, received] = await Promise.all([
    listMessagesPage(credentials, { stream: { from: phoneNumber } }, signal),
    listMessagesPage(credentials, { stream: { to: phoneNumber } }, signal),
  ]);
  // Concatenated and sorted, as the spec says (Twilio refuses a message whose To is its From, so the two
  // answers do not overlap in practice).
  return {
    messages: [...sent.messages, ...received.messages].sort(newestFirst),
    unreadable: sent.unreadable + received.unreadable,
    next: { sent: sent.nextPageUrl, received: received.nextPageUrl },
  };
}

/** One message as it is now, for following a sent message to its fate. */
export async function fetchMessage(
  credentials: Credentials,
  sid: string,
  signal?: AbortSignal,
): Promise<Message> {
  const answer = await clientFor(credentials).get<unknown>(
    `${accountPath(credentials)}/Messages/${encodeURIComponent(sid)}.json`,
    { signal },
  );
  return toMessage(parseWire(WireMessageSchema, answer.data, answer.status));
}

/** A sid as one path segment: letters and digits, so no dot, slash, backslash or escape can hide in it. */
const SID_SEGMENT = /^[A-Za-z0-9]+$/;

function messagePath(credentials: Credentials, sid: string): string {
  if (!SID_SEGMENT.test(sid)) throw new Error('A message id has letters and digits only');
  return `${accountPath(credentials)}/Messages/${sid}.json`;
}

/**
 * Deletes a message and its media. One already gone (404, 20404) counts as deleted: a try again after an answer
 * that was lost finds it so, and nothing else is ever named.
 */
export async function deleteMessage(credentials: Credentials, sid: string): Promise<void> {
  try {
    await clientFor(credentials).delete(messagePath(credentials, sid));
  } catch (error) {
    // Twilio's own not-found (20404), not a 404 from a proxy or another server.
    if (error instanceof ProviderError && error.status === 404 && error.code === 20404) return;
    throw error;
  }
}

/** Removes a message's text and keeps its record (an update to an empty Body): the message as it is now. */
export async function redactMessage(credentials: Credentials, sid: string): Promise<Message> {
  const answer = await clientFor(credentials).post<unknown>(
    messagePath(credentials, sid),
    new URLSearchParams({ Body: '' }),
  );
  return toMessage(parseWire(WireMessageSchema, answer.data, answer.status));
}

/**
 * Cancels a scheduled message (an update to `Status=canceled`): the message as it is now. Twilio's 30409
 * (no longer cancelable) after a try again whose first answer was lost is read again: a message found
 * canceled counts as canceled, as a deleted one found gone counts as deleted.
 */
export async function cancelScheduledMessage(credentials: Credentials, sid: string): Promise<Message> {
  try {
    const answer = await clientFor(credentials).post<unknown>(
      messagePath(credentials, sid),
      new URLSearchParams({ Status: 'canceled' }),
    );
    return toMessage(parseWire(WireMessageSchema, answer.data, answer.status));
  } catch (error) {
    if (!(error instanceof ProviderError && error.code === 30409)) throw error;
    const now = await fetchMessage(credentials, sid);
    if (now.status === 'canceled') return now;
    throw error;
  }
}

/**
 * Whether `url` is exactly one media file of this account on the provider:
 * {API URL}/2010-04-01/Accounts/{accountSid}/Messages/{messageSid}/Media/{MediaSid}, with no user, query
 * or fragment; of `messageSid`, or of any message when it is null. Read as the URL parser leaves the path,
 * once it has resolved dot segments (escaped ones too) and backslashes. A media GET carries the
 * credentials, so a uri from the provider must reach nothing else on its host.
 */
export function isOwnMediaUrl(
  url: URL,
  apiBaseUrl: string,
  accountSid: string,
  messageSid: string | null,
): boolean {
  const base = new URL(apiBaseUrl);
  if (url.origin !== base.origin || url.href !== url.origin + url.pathname) return false;
  const messagesPath = `${base.pathname.replace(/\/+$/, '')}${accountPath({ accountSid })}/Messages/`;
  if (!url.pathname.startsWith(messagesPath)) return false;
  const [message = '', media, mediaSid = '', ...rest] = url.pathname.slice(messagesPath.length).split('/');
  const ofMessage =
    messageSid === null ? SID_SEGMENT.test(message) : message === encodeURIComponent(messageSid);
  return ofMessage && media === 'Media' && SID_SEGMENT.test(mediaSid) && rest.length === 0;
}

/** The media of a message that can be shown, and how many could not be read (or were on another host). */
export interface MediaListing {
  files: MediaFile[];
  unreadable: number;
}

/** Call 4: a message's media. Never aborted: a lookup once sent is answered and kept (mediaQuery). */
export async function listMediaFiles(credentials: Credentials, messageSid: string): Promise<MediaListing> {
  const answer = await clientFor(credentials).get<unknown>(
    `${accountPath(credentials)}/Messages/${encodeURIComponent(messageSid)}/Media.json`,
  );
  const checked = checkEach(
    WireMediaSchema,
    parseWire(MediaListSchema, answer.data, answer.status).media_list,
  );
  const files = checked.items
    .map((item) => toMediaFile(item, env.apiBaseUrl))
    .filter(
      (file): file is MediaFile =>
        file !== null && isOwnMediaUrl(new URL(file.url), env.apiBaseUrl, credentials.accountSid, messageSid),
    );
  return { files, unreadable: checked.unreadable + checked.items.length - files.length };
}

/** isOwnMediaUrl for any text, such as a URL that does not parse, of any message of this account. */
function isOwnMediaAddress(url: string, accountSid: string): boolean {
  try {
    return isOwnMediaUrl(new URL(url), env.apiBaseUrl, accountSid, null);
  } catch {
    return false;
  }
}

/**
 * The bytes of one media file, fetched with the credentials, which an <img> cannot send. Any URL but a
 * media file of this account on the provider is refused, as the listing refuses it.
 */
export async function fetchMediaBlob(
  credentials: Credentials,
  url: string,
  signal?: AbortSignal,
): Promise<Blob> {
  if (!isOwnMediaAddress(url, credentials.accountSid)) {
    throw new Error("Refusing to send credentials to a URL other than the provider's media of this account");
  }
  // The fetch adapter: binary bodies and redirects (media answers 307 to its CDN) are its home ground.
  const { data } = await clientFor(credentials).get<Blob>(url, {
    responseType: 'blob',
    adapter: 'fetch',
    signal,
  });
  return data;
}

/** What call 5 sends: the spec's To, From and Body, and the public URLs of images to attach (MMS). */
export interface SendMessageInput {
  to: string;
  from: string;
  body: string;
  /** Twilio fetches each of these itself; one `MediaUrl` field per URL, in this order (at most 10). */
  mediaUrls?: readonly string[];
  /**
   * Sent through this Messaging Service (`MessagingServiceSid`). With `pool`, From is left out and Twilio
   * picks the sender among the service's numbers (the one that last wrote to `to`, if any); `from` stays
   * the number it was sent for.
   */
  service?: { sid: string; pool: boolean };
  /** Scheduled: Twilio sends it at this moment (ms) instead of now (`ScheduleType=fixed`); needs `service`. */
  sendAtMs?: number;
}

/**
 * Call 5. Any 2xx means Twilio accepted the message: an odd body after one must not read as a failure,
 * which would invite a second send. The body only hands back the message, or null when it is unreadable.
 */
export async function sendMessage(
  credentials: Credentials,
  input: SendMessageInput,
): Promise<Message | null> {
  const form = new URLSearchParams({ To: input.to });
  if (input.service?.pool !== true) form.set('From', input.from);
  if (input.service !== undefined) form.set('MessagingServiceSid', input.service.sid);
  form.set('Body', input.body);
  if (input.sendAtMs !== undefined) {
    form.set('ScheduleType', 'fixed');
    form.set('SendAt', sendAtParameter(input.sendAtMs));
  }
  // Twilio reads a repeated field as a list: MediaUrl=a&MediaUrl=b.
  for (const url of input.mediaUrls ?? []) form.append('MediaUrl', url);
  const answer = await clientFor(credentials).post<unknown>(
    `${accountPath(credentials)}/Messages.json`,
    form,
  );
  return messageOrNull(answer.data);
}
