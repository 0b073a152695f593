/** Small helpers for talking to the in-process emulator the way an HTTP client would. */
import type { Emulator } from '../src/core/emulator';

export const API_ORIGIN = 'https://api.twilio.com';

export function basicAuth(username: string, password: string): string {
  return `Basic ${btoa(`${username}:${password}`)}`;
}

export interface Answer {
  response: Response;
  status: number;
  /** The parsed JSON body (undefined when the body is empty or not JSON). */
  body: unknown;
}

export interface CallOptions {
  auth?: string | null;
  method?: 'GET' | 'POST' | 'DELETE';
  form?: [string, string][];
}

/** Sends `path` (relative to the API origin, as Twilio's URIs are) to the emulator and parses the answer. */
export async function call(emulator: Emulator, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.auth) headers.set('Authorization', options.auth);
  let body: string | undefined;
  if (options.form !== undefined) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  }
  const response = await emulator.handle(
    new Request(new URL(path, API_ORIGIN), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    }),
  );
  const text = await response.clone().text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { response, status: response.status, body: parsed };
}

export function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Expected a JSON object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

export function list(value: unknown, key: string): Record<string, unknown>[] {
  const items = record(value)[key];
  if (!Array.isArray(items)) throw new Error(`Expected an array under ${key}`);
  return items.map(record);
}
