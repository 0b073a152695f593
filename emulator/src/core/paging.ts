/**
 * List paging as api.twilio.com does it: PageSize (1–1000, default 50), Page (client state) and PageToken.
 * next_page_uri carries `PA<sid of the last item>` and previous_page_uri `PB<sid of the first item>`, so a
 * client following links never skips or repeats an item even if new messages arrive meanwhile; a client
 * that only increments Page gets offset paging (Page × PageSize), which also covers every item once.
 */
import { errors } from './errors';
import type { PageMeta } from './resources';

/** A list in answer order (newest first for messages) that can find an item by its SID. */
export interface View<T> {
  length: number;
  at(index: number): T;
  /** For a token's anchor SID: how many items precede it and how many precede-or-are it; null if unknown. */
  locate(sid: string): { before: number; through: number } | null;
  sidOf(item: T): string;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

const PAGING_PARAMS = new Set(['PageSize', 'Page', 'PageToken']);

export interface PagingRequest {
  pageSize: number;
  page: number;
  token: string | null;
  /** The request's other (filter) parameters, in the order they came. */
  filters: [string, string][];
}

export function readPaging(query: URLSearchParams): PagingRequest {
  const rawSize = query.get('PageSize');
  let pageSize = DEFAULT_PAGE_SIZE;
  if (rawSize !== null) {
    if (!/^\d+$/.test(rawSize)) throw errors.pageSize(rawSize);
    pageSize = Number(rawSize);
    if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw errors.pageSize(rawSize);
  }
  const rawPage = query.get('Page');
  let page = 0;
  if (rawPage !== null) {
    if (!/^\d+$/.test(rawPage)) throw errors.page(rawPage);
    page = Number(rawPage);
  }
  const filters: [string, string][] = [];
  for (const [key, value] of query) if (!PAGING_PARAMS.has(key)) filters.push([key, value]);
  return { pageSize, page, token: query.get('PageToken'), filters };
}

function pageUri(path: string, req: PagingRequest, page: number, token: string | null): string {
  const params = new URLSearchParams(req.filters);
  params.set('PageSize', String(req.pageSize));
  params.set('Page', String(page));
  if (token !== null) params.set('PageToken', token);
  return `${path}?${params.toString()}`;
}

export function paginate<T>(path: string, req: PagingRequest, view: View<T>): { items: T[]; meta: PageMeta } {
  let start = req.page * req.pageSize;
  if (req.token !== null) {
    const direction = req.token.slice(0, 2);
    const anchor = direction === 'PA' || direction === 'PB' ? view.locate(req.token.slice(2)) : null;
    if (!anchor) throw errors.pageToken();
    start = direction === 'PA' ? anchor.through : Math.max(0, anchor.before - req.pageSize);
  }
  const end = Math.min(view.length, start + req.pageSize);
  const items: T[] = [];
  for (let i = start; i < end; i++) items.push(view.at(i));
  const first = items[0];
  const last = items[items.length - 1];
  const meta: PageMeta = {
    first_page_uri: pageUri(path, req, 0, null),
    end: items.length > 0 ? start + items.length - 1 : start,
    next_page_uri:
      last && end < view.length ? pageUri(path, req, req.page + 1, `PA${view.sidOf(last)}`) : null,
    page: req.page,
    page_size: req.pageSize,
    previous_page_uri:
      first && start > 0 ? pageUri(path, req, Math.max(0, req.page - 1), `PB${view.sidOf(first)}`) : null,
    start,
    uri: pageUri(path, req, req.page, req.token),
  };
  return { items, meta };
}

/** A view over a plain array already in answer order. */
export function arrayView<T>(items: readonly T[], sidOf: (item: T) => string): View<T> {
  let positions: Map<string, number> | null = null;
  return {
    length: items.length,
    at: (i) => items[i] as T,
    sidOf,
    locate(sid) {
      positions ??= new Map(items.map((item, i) => [sidOf(item), i]));
      const i = positions.get(sid);
      return i === undefined ? null : { before: i, through: i + 1 };
    },
  };
}
