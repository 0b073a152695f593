/**
 * The account's Messaging Services and the numbers in each, from Twilio's Messaging API (v1), which lives
 * on a host of its own. Its lists page under a `meta` envelope whose next page is an absolute URL: only
 * the same list on the configured host is ever followed, so credentials go nowhere else.
 */
import * as v from 'valibot';
import { env } from '../../config/env';
import { clientFor, offeredNextPage } from './api';
import type { Credentials } from './credentials';
import type { MessagingService } from './models';
import { checkEach, parseWire } from './wire';

export const MESSAGING_PAGE_SIZE = 50;
/** 50 pages of 50: more services or pool numbers than any account shows in a menu. */
export const MAX_MESSAGING_PAGES = 50;

const identity = v.pipe(v.string(), v.minLength(1));

const ServiceSchema = v.object({
  sid: identity,
  friendly_name: v.fallback(v.optional(v.nullable(v.string()), null), null),
});

const ServiceNumberSchema = v.object({ phone_number: identity });

const nextPageUrl = v.fallback(v.optional(v.nullable(v.string()), null), null);
const meta = v.optional(v.object({ next_page_url: nextPageUrl }), { next_page_url: null });

// Page shapes: only the list is required; `checkEach` reads its items, so one odd item cannot cost the page.
const PAGE_SCHEMAS = {
  services: v.object({ services: v.array(v.unknown()), meta }),
  phone_numbers: v.object({ phone_numbers: v.array(v.unknown()), meta }),
};

/**
 * Every item of a v1 list, page by page: stops at the last page, at a page seen before, at a next page
 * elsewhere and at the page cap.
 */
async function readList(
  credentials: Credentials,
  path: string,
  key: 'services' | 'phone_numbers',
  signal: AbortSignal | undefined,
): Promise<unknown[]> {
  const client = clientFor(credentials, 'messaging');
  const first = new URL(`${env.messagingApiBaseUrl}${path}`);
  first.searchParams.set('PageSize', String(MESSAGING_PAGE_SIZE));
  const seen = new Set<string>();
  const items: unknown[] = [];
  let next: URL | null = first;
  while (next !== null && !seen.has(next.href) && seen.size < MAX_MESSAGING_PAGES) {
    seen.add(next.href);
    const answer: { data: unknown; status: number } = await client.get<unknown>(next.href, { signal });
    const page =
      key === 'services'
        ? parseWire(PAGE_SCHEMAS.services, answer.data, answer.status)
        : parseWire(PAGE_SCHEMAS.phone_numbers, answer.data, answer.status);
    items.push(...('services' in page ? page.services : page.phone_numbers));
    const offered: string | null = page.meta.next_page_url;
    next = offered === null ? null : offeredNextPage(offered, env.messagingApiBaseUrl, first.pathname);
  }
  return items;
}

/** The account's Messaging Services, each with the numbers in its pool; those that cannot be read are left out. */
export async function listMessagingServices(
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<MessagingService[]> {
  const { items: services } = checkEach(
    ServiceSchema,
    await readList(credentials, '/v1/Services', 'services', signal),
  );
  return Promise.all(
    services.map(async (service): Promise<MessagingService> => {
      const path = `/v1/Services/${encodeURIComponent(service.sid)}/PhoneNumbers`;
      const { items: numbers } = checkEach(
        ServiceNumberSchema,
        await readList(credentials, path, 'phone_numbers', signal),
      );
      return {
        sid: service.sid,
        friendlyName: service.friendly_name?.trim() || service.sid,
        numbers: numbers.map((number) => number.phone_number),
      };
    }),
  );
}
