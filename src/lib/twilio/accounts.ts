/**
 * The signed-in account and its subaccounts (`Accounts.json`), and one subaccount's own Auth Token
 * (`Accounts/{Sid}.json`), which the main account's token may read. Only an Auth Token sign-in lists
 * subaccounts: an API key reaches its own account alone.
 */
import * as v from 'valibot';
import { env } from '../../config/env';
import { API_VERSION, clientFor, offeredNextPage } from './api';
import type { Credentials } from './credentials';
import { checkEach, parseWire } from './wire';

/** Twilio's largest page: one read for any account that keeps its subaccounts to its default limit. */
export const ACCOUNTS_PAGE_SIZE = 1000;
export const MAX_ACCOUNT_PAGES = 10;

export type AccountStatus = 'active' | 'suspended' | 'closed';

export interface AccountSummary {
  sid: string;
  /** Twilio's friendly name; the SID when it has none. */
  name: string;
  status: AccountStatus;
  /** The account signed in with, rather than one of its subaccounts. */
  isMain: boolean;
}

const identity = v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/));
const text = v.fallback(v.optional(v.nullable(v.string()), null), null);
// The list's items carry each subaccount's Auth Token too; the schema keeps only what the list shows.
const AccountSchema = v.object({
  sid: identity,
  friendly_name: text,
  status: v.fallback(v.picklist(['active', 'suspended', 'closed']), 'suspended'),
});
const AccountsPageSchema = v.object({ accounts: v.array(v.unknown()), next_page_uri: text });
const AccountTokenSchema = v.object({ sid: identity, auth_token: v.pipe(v.string(), v.minLength(1)) });

/** The signed-in account first, then its subaccounts by name; each once. */
export async function listAccounts(
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<AccountSummary[]> {
  const client = clientFor(credentials);
  const first = new URL(`${env.apiBaseUrl.replace(/\/+$/, '')}/${API_VERSION}/Accounts.json`);
  first.searchParams.set('PageSize', String(ACCOUNTS_PAGE_SIZE));
  const seenPages = new Set<string>();
  const found = new Map<string, AccountSummary>();
  let next: URL | null = first;
  while (next !== null && !seenPages.has(next.href) && seenPages.size < MAX_ACCOUNT_PAGES) {
    seenPages.add(next.href);
    const answer: { data: unknown; status: number } = await client.get<unknown>(next.href, { signal });
    const page = parseWire(AccountsPageSchema, answer.data, answer.status);
    for (const account of checkEach(AccountSchema, page.accounts).items)
      found.set(account.sid, {
        sid: account.sid,
        name: account.friendly_name?.trim() || account.sid,
        status: account.status,
        isMain: account.sid === credentials.accountSid,
      });
    next =
      page.next_page_uri === null
        ? null
        : offeredNextPage(page.next_page_uri, env.apiBaseUrl, first.pathname);
  }
  return [...found.values()].sort(
    (a, b) => Number(b.isMain) - Number(a.isMain) || a.name.localeCompare(b.name),
  );
}

/** The credentials that show `sid`: its own Auth Token, read with the main account's. */
export async function subaccountCredentials(
  credentials: Credentials,
  sid: string,
  signal?: AbortSignal,
): Promise<{ accountSid: string; authToken: string }> {
  const answer = await clientFor(credentials).get<unknown>(
    `/${API_VERSION}/Accounts/${encodeURIComponent(sid)}.json`,
    {
      signal,
    },
  );
  const account = parseWire(AccountTokenSchema, answer.data, answer.status);
  return { accountSid: account.sid, authToken: account.auth_token };
}
