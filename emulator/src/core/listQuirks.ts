/**
 * Faults that make list answers misbehave in ways a client must survive: pages that never end, a next
 * page on another origin, items with the null fields Twilio's OpenAPI allows, one page that fails. They
 * are part of the emulator's fault settings (faults.ts) and apply to the lists the app reads:
 * IncomingPhoneNumbers.json, Messages.json and Media.json, and the Messaging API's Services and their
 * PhoneNumbers (whose next page is `meta.next_page_url`, an absolute URL).
 */
import { jsonResponse } from './errors';

export type EndlessPaging = 'same-uri' | 'next-page';

export interface ListQuirks {
  /** GET list requests for this page (their `Page`, 0 when absent) answer a Twilio-shaped 500. */
  errorOnPage: number | null;
  /**
   * The last page still offers a next_page_uri. 'same-uri': its own uri, so following it goes round in
   * circles (a mock serving one fixed answer does this); 'next-page': Page + 1 with the same PageToken,
   * so every further page repeats the last one's items or is empty, at a new address each time.
   */
  endlessPaging: EndlessPaging | null;
  /** Every next_page_uri is made absolute on FOREIGN_ORIGIN instead of relative to the API. */
  foreignNextPageUri: boolean;
  /** These fields are null on the first item of every list page (Twilio's schema marks them nullable). */
  nullOnFirstItem: string[];
  /** These fields hold UNREADABLE_VALUE on the first item of every list page (a date no one can parse). */
  unreadableOnFirstItem: string[];
  /**
   * These fields, numbers in E.164, are spelt with punctuation on the first item of every list page
   * ('+14155550100' as '+1 (415) 555-0100'): the same number written another way.
   */
  respelledOnFirstItem: string[];
}

export const UNREADABLE_VALUE = 'not readable';

export const NO_LIST_QUIRKS: ListQuirks = {
  errorOnPage: null,
  endlessPaging: null,
  foreignNextPageUri: false,
  nullOnFirstItem: [],
  unreadableOnFirstItem: [],
  respelledOnFirstItem: [],
};

export const FOREIGN_ORIGIN = 'https://elsewhere.example';

const LIST_PATH =
  /\/(IncomingPhoneNumbers|Messages|Media)\.json$|^\/v1\/Services(\/[A-Za-z0-9]+\/PhoneNumbers)?$/;
const LIST_KEYS = ['incoming_phone_numbers', 'messages', 'media_list', 'services', 'phone_numbers'] as const;

/** Checks quirk settings that may come from JSON; throws with a readable message. */
export function validateListQuirks(input: Partial<Record<keyof ListQuirks, unknown>>): Partial<ListQuirks> {
  const out: Partial<ListQuirks> = {};
  const { errorOnPage, endlessPaging, foreignNextPageUri } = input;
  if (errorOnPage !== undefined) {
    if (errorOnPage !== null && !(typeof errorOnPage === 'number' && Number.isInteger(errorOnPage)))
      throw new Error('errorOnPage must be a page number or null');
    if (typeof errorOnPage === 'number' && errorOnPage < 0)
      throw new Error('errorOnPage must be a page number or null');
    out.errorOnPage = errorOnPage;
  }
  if (endlessPaging !== undefined) {
    if (endlessPaging !== null && endlessPaging !== 'same-uri' && endlessPaging !== 'next-page')
      throw new Error("endlessPaging must be 'same-uri', 'next-page' or null");
    out.endlessPaging = endlessPaging;
  }
  if (foreignNextPageUri !== undefined) {
    if (typeof foreignNextPageUri !== 'boolean') throw new Error('foreignNextPageUri must be true or false');
    out.foreignNextPageUri = foreignNextPageUri;
  }
  for (const name of ['nullOnFirstItem', 'unreadableOnFirstItem', 'respelledOnFirstItem'] as const) {
    const fields = input[name];
    if (fields === undefined) continue;
    if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string'))
      throw new Error(`${name} must be a list of field names`);
    out[name] = [...(fields as string[])];
  }
  return out;
}

/** '+14155550100' as '+1 (415) 555-0100'; anything but a plus and 11 or more digits as it is. */
export function respelled(e164: string): string {
  const match = /^\+(\d+)(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+${match[1]} (${match[2]}) ${match[3]}-${match[4]}` : e164;
}

function isListRequest(request: Request, url: URL): boolean {
  return request.method.toUpperCase() === 'GET' && LIST_PATH.test(url.pathname);
}

/** Whether this request is for the page `errorOnPage` names. */
export function failsOnPage(quirks: ListQuirks, request: Request, url: URL): boolean {
  if (quirks.errorOnPage === null || !isListRequest(request, url)) return false;
  return Number(url.searchParams.get('Page') ?? '0') === quirks.errorOnPage;
}

function withPage(uri: string, page: number): string {
  const [path = '', query = ''] = uri.split('?');
  const params = new URLSearchParams(query);
  params.set('Page', String(page));
  return `${path}?${params.toString()}`;
}

/** The answer to a list request, bent as the quirks say; any other answer is returned as it is. */
export async function applyListQuirks(
  quirks: ListQuirks,
  request: Request,
  url: URL,
  response: Response,
): Promise<Response> {
  const active =
    quirks.endlessPaging !== null ||
    quirks.foreignNextPageUri ||
    quirks.nullOnFirstItem.length > 0 ||
    quirks.unreadableOnFirstItem.length > 0 ||
    quirks.respelledOnFirstItem.length > 0;
  if (!active || response.status !== 200 || !isListRequest(request, url)) return response;
  const page = (await response.clone().json()) as Record<string, unknown>;
  if (typeof page.meta === 'object' && page.meta !== null) {
    bendMessagingApiPaging(quirks, page.meta as Record<string, unknown>);
    bendFirstItems(quirks, page);
    return jsonResponse(response.status, page);
  }

  if (page.next_page_uri === null && typeof page.uri === 'string') {
    if (quirks.endlessPaging === 'same-uri') page.next_page_uri = page.uri;
    if (quirks.endlessPaging === 'next-page')
      page.next_page_uri = withPage(page.uri, Number(page.page ?? 0) + 1);
  }
  if (quirks.foreignNextPageUri && typeof page.next_page_uri === 'string')
    page.next_page_uri = new URL(page.next_page_uri, FOREIGN_ORIGIN).href;
  bendFirstItems(quirks, page);
  return jsonResponse(response.status, page);
}

/** A v1 page's `meta`: its next page offered again ('same-uri' only) or moved to FOREIGN_ORIGIN. */
function bendMessagingApiPaging(quirks: ListQuirks, meta: Record<string, unknown>): void {
  if (meta.next_page_url === null && quirks.endlessPaging === 'same-uri') meta.next_page_url = meta.url;
  if (quirks.foreignNextPageUri && typeof meta.next_page_url === 'string') {
    const next = new URL(meta.next_page_url);
    meta.next_page_url = `${FOREIGN_ORIGIN}${next.pathname}${next.search}`;
  }
}

function bendFirstItems(quirks: ListQuirks, page: Record<string, unknown>): void {
  for (const key of LIST_KEYS) {
    const first: unknown = Array.isArray(page[key]) ? (page[key] as unknown[])[0] : undefined;
    if (typeof first !== 'object' || first === null) continue;
    for (const field of quirks.nullOnFirstItem) (first as Record<string, unknown>)[field] = null;
    for (const field of quirks.unreadableOnFirstItem)
      (first as Record<string, unknown>)[field] = UNREADABLE_VALUE;
    for (const field of quirks.respelledOnFirstItem) {
      const value = (first as Record<string, unknown>)[field];
      if (typeof value === 'string') (first as Record<string, unknown>)[field] = respelled(value);
    }
  }
}
