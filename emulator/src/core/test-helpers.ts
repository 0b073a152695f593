/** Small helpers for the emulator's own behaviour tests: build requests the way a client would. */
import { DEMO_ACCOUNT, type AccountCredentials } from './accounts';
import type { Emulator } from './emulator';

export const ORIGIN = 'http://emulator.test';

export type Auth = 'token' | 'key' | 'none' | { user: string; password: string };

export function basic(user: string, password: string): string {
  return `Basic ${btoa(`${user}:${password}`)}`;
}

export function authHeader(auth: Auth, account: AccountCredentials = DEMO_ACCOUNT): string | null {
  if (auth === 'none') return null;
  if (auth === 'token') return basic(account.accountSid, account.authToken);
  if (auth === 'key') return basic(account.apiKeySid, account.apiKeySecret);
  return basic(auth.user, auth.password);
}

/** Calls `path` (relative to the account, or absolute when it starts with /). */
export async function call(
  emulator: Emulator,
  path: string,
  init: {
    method?: string;
    form?: Record<string, string | string[]>;
    auth?: Auth;
    account?: AccountCredentials;
  } = {},
): Promise<Response> {
  const account = init.account ?? DEMO_ACCOUNT;
  const url = path.startsWith('/')
    ? `${ORIGIN}${path}`
    : `${ORIGIN}/2010-04-01/Accounts/${account.accountSid}/${path}`;
  const headers = new Headers();
  const auth = authHeader(init.auth ?? 'token', account);
  if (auth) headers.set('Authorization', auth);
  let body: string | undefined;
  if (init.form) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(init.form))
      for (const one of Array.isArray(v) ? v : [v]) params.append(k, one);
    body = params.toString();
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  }
  return emulator.handle(new Request(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }));
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/**
 * Calls a control route the way the developer's own tools do: GET without a body, otherwise a JSON POST
 * (a string body is sent as written, to send broken JSON). `headers` add to or replace what such a tool
 * sends, to play a web page or a rebinding attack.
 */
export function control(
  emulator: Emulator,
  path: string,
  body?: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' });
  for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
  return emulator.handle(
    new Request(`${ORIGIN}/__emulator/${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
