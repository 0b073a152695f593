/**
 * The one way to reach the provider: calls 1–5 of the spec over axios with HTTP basic auth, sent only
 * to the configured base URL. Every failure leaves this module as a `ProviderError`.
 */
import axios, { type AxiosInstance } from 'axios';
import { env } from '../../config/env';
import { basicAuthFor, type Credentials } from './credentials';
import { providerErrorFrom } from './errors';
import type { MediaFile, Message } from './models';
import {
  IncomingPhoneNumbersPageSchema,
  MediaListSchema,
  MessagesPageSchema,
  parseWire,
  toMediaFile,
  toMessage,
} from './wire';

export const API_VERSION = '2010-04-01';
export const SIGN_IN_CHECK_PAGE_SIZE = 1;
export const PHONE_NUMBERS_PAGE_SIZE = 50;
/** A bound on paging so a provider that never says "last page" cannot keep the app looping. */
const MAX_PHONE_NUMBER_PAGES = 2000;

function accountPath(credentials: Credentials): string {
  return `/${API_VERSION}/Accounts/${encodeURIComponent(credentials.accountSid)}`;
}

function clientFor(credentials: Credentials): AxiosInstance {
  const client = axios.create({
    baseURL: env.apiBaseUrl,
    auth: basicAuthFor(credentials),
    headers: { Accept: 'application/json' },
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    // A cancelled request is not a failure to report; the query layer handles it.
    if (axios.isCancel(error)) return Promise.reject(error);
    if (axios.isAxiosError(error)) {
      return Promise.reject(providerErrorFrom(error.response?.status ?? null, error.response?.data));
    }
    // Not an HTTP failure (a bug of ours, say): the spec passes other errors through unchanged.
    return Promise.reject(error);
  });
  return client;
}

/** Call 1 with PageSize 1: the credentials work when the provider lists the account's numbers. */
export async function checkCredentials(credentials: Credentials, signal?: AbortSignal): Promise<void> {
  const { data } = await clientFor(credentials).get<unknown>(
    `${accountPath(credentials)}/IncomingPhoneNumbers.json`,
    {
      params: { Beta: false, PageSize: SIGN_IN_CHECK_PAGE_SIZE, Page: 0 },
      signal,
    },
  );
  parseWire(IncomingPhoneNumbersPageSchema, data);
}

/** Where a listing of numbers stands: what the pages read so far gave, and the next page to read. */
export interface PhoneNumbersProgress {
  numbers: string[];
  nextPage: number;
}

/**
 * Call 1, every page: SMS-capable numbers only, sorted. `onPage` sees the progress after each page but
 * the last, so the dropdown can offer the numbers while the rest page in, and a retry after a failed page
 * can go on from `resumeFrom` instead of reading every page again.
 */
export async function listSmsPhoneNumbers(
  credentials: Credentials,
  options: {
    signal?: AbortSignal;
    onPage?: (progress: PhoneNumbersProgress) => void;
    resumeFrom?: PhoneNumbersProgress;
  } = {},
): Promise<string[]> {
  const client = clientFor(credentials);
  const found: string[] = [...(options.resumeFrom?.numbers ?? [])];
  for (let page = options.resumeFrom?.nextPage ?? 0; page < MAX_PHONE_NUMBER_PAGES; page += 1) {
    const { data } = await client.get<unknown>(`${accountPath(credentials)}/IncomingPhoneNumbers.json`, {
      params: { Beta: false, PageSize: PHONE_NUMBERS_PAGE_SIZE, Page: page },
      signal: options.signal,
    });
    const body = parseWire(IncomingPhoneNumbersPageSchema, data);
    for (const number of body.incoming_phone_numbers) {
      if (number.capabilities?.sms === true) found.push(number.phone_number);
    }
    found.sort();
    const isLastPage = body.next_page_uri === null;
    if (!isLastPage) options.onPage?.({ numbers: [...found], nextPage: page + 1 });
    if (isLastPage) break;
  }
  return found;
}

/** Calls 2 and 3 in parallel (sent from, sent to the number), merged and sorted newest first. */
export async function listMessages(
  credentials: Credentials,
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<Message[]> {
  const client = clientFor(credentials);
  const path = `${accountPath(credentials)}/Messages.json`;
  const [sent, received] = await Promise.all([
    client.get<unknown>(path, { params: { From: phoneNumber }, signal }),
    client.get<unknown>(path, { params: { To: phoneNumber }, signal }),
  ]);
  // Concatenated and sorted, as the spec says (Twilio refuses a message whose To is its From, so the two
  // answers do not overlap in practice).
  return [
    ...parseWire(MessagesPageSchema, sent.data).messages,
    ...parseWire(MessagesPageSchema, received.data).messages,
  ]
    .map(toMessage)
    .sort((a, b) => b.dateCreatedMs - a.dateCreatedMs);
}

/** Call 4: the media attached to one message. */
export async function listMedia(
  credentials: Credentials,
  messageSid: string,
  signal?: AbortSignal,
): Promise<MediaFile[]> {
  const { data } = await clientFor(credentials).get<unknown>(
    `${accountPath(credentials)}/Messages/${encodeURIComponent(messageSid)}/Media.json`,
    { signal },
  );
  return parseWire(MediaListSchema, data)
    .media_list.map((item) => toMediaFile(item, env.apiBaseUrl))
    .filter((file): file is MediaFile => file !== null);
}

/**
 * The bytes of one media file, fetched with the credentials, for accounts that enforce basic auth on
 * media (an <img> cannot send credentials). Refuses any URL that is not on the provider's host.
 */
export async function fetchMediaBlob(
  credentials: Credentials,
  url: string,
  signal?: AbortSignal,
): Promise<Blob> {
  if (new URL(url).origin !== new URL(env.apiBaseUrl).origin) {
    throw new Error('Refusing to send credentials to a host other than the provider');
  }
  // The fetch adapter: binary bodies and redirects (media answers 307 to its CDN) are its home ground.
  const { data } = await clientFor(credentials).get<Blob>(url, {
    responseType: 'blob',
    adapter: 'fetch',
    signal,
  });
  return data;
}

/** Call 5: send a message. Only success matters; the answer's fields are not read. */
export async function sendMessage(
  credentials: Credentials,
  input: { to: string; from: string; body: string },
): Promise<void> {
  const form = new URLSearchParams({ To: input.to, From: input.from, Body: input.body });
  await clientFor(credentials).post(`${accountPath(credentials)}/Messages.json`, form);
}
