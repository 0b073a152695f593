/**
 * One error type for every provider failure, and the functions that turn any thrown value into the
 * text a person sees. The spec's credential mapping lives here: a network error and a 401 get the
 * spec's fixed wording; every other failure passes Twilio's own message through.
 */

export const NETWORK_ERROR_MESSAGE = 'Incorrect credentials or unable to access your Twilio account';
export const UNAUTHORIZED_MESSAGE = 'Incorrect credentials';

/**
 * What went wrong, which decides what may be retried (lib/query/retryPolicy.ts) and whether a send may
 * have gone out: `network` — no answer arrived (network error, CORS, dropped connection); `http` — the
 * provider answered with a failure status; `unreadable` — it answered with success, but the body failed
 * its wire check (truncated JSON, a shape the app cannot read).
 */
export type ProviderErrorKind = 'network' | 'http' | 'unreadable';

/** `status` is the provider's real HTTP status; only a failure without an answer has none. */
export type ProviderErrorDetails =
  | { kind: 'network' }
  | {
      kind: 'http' | 'unreadable';
      status: number;
      code: number | null;
      moreInfo: string | null;
    };

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  readonly status: number | null;
  /** Twilio's error code (21211…), when its answer carried one. */
  readonly code: number | null;
  readonly moreInfo: string | null;

  constructor(message: string, details: ProviderErrorDetails) {
    super(message);
    this.kind = details.kind;
    this.status = details.kind === 'network' ? null : details.status;
    this.code = details.kind === 'network' ? null : details.code;
    this.moreInfo = details.kind === 'network' ? null : details.moreInfo;
  }
}

/**
 * Twilio's error codes are positive whole numbers (21211), sent as a number or a string of digits;
 * anything else from the provider is no code at all, never shown as 'Error -1' or 'Error 1e+21'.
 */
export function twilioErrorCode(value: unknown): number | null {
  const code = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof code === 'number' && Number.isSafeInteger(code) && code > 0 ? code : null;
}

/** The error body Twilio sends: `{ code, message, more_info, status }`. */
function readTwilioErrorBody(body: unknown): {
  message: string | null;
  code: number | null;
  moreInfo: string | null;
} {
  if (typeof body !== 'object' || body === null) return { message: null, code: null, moreInfo: null };
  const record = body as Record<string, unknown>;
  return {
    message: typeof record.message === 'string' && record.message !== '' ? record.message : null,
    code: twilioErrorCode(record.code),
    moreInfo: typeof record.more_info === 'string' ? record.more_info : null,
  };
}

/** A failed HTTP exchange: `status` null (or 0) means no answer arrived at all. */
export function providerErrorFrom(status: number | null, body: unknown): ProviderError {
  if (status === null || status === 0) return new ProviderError(NETWORK_ERROR_MESSAGE, { kind: 'network' });
  const twilio = readTwilioErrorBody(body);
  const message =
    status === 401
      ? UNAUTHORIZED_MESSAGE
      : (twilio.message ?? `The provider answered with HTTP status ${status}`);
  return new ProviderError(message, { kind: 'http', status, code: twilio.code, moreInfo: twilio.moreInfo });
}

/** A successful answer (`status`) whose body the app cannot read; `where` is the first place it failed. */
export function unreadableAnswer(status: number, where: string | null): ProviderError {
  return new ProviderError(
    `The provider sent an answer this app cannot read${where ? ` (at ${where})` : ''}`,
    { kind: 'unreadable', status, code: null, moreInfo: null },
  );
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return 'Something went wrong';
}

function nameInLabel(error: unknown): string {
  if (error instanceof ProviderError) return error.code === null ? 'Error' : `Error ${error.code}`;
  return error instanceof Error ? error.name : 'Error';
}

/**
 * The composer's red label, 'name: message' (spec §8). A provider failure is named by Twilio's code —
 * 'Error 21211', what a person searches Twilio's docs for — or plain 'Error' when it gave none; any other
 * error by its own name ('TypeError').
 */
export function errorNameAndMessage(error: unknown): string {
  return `${nameInLabel(error)}: ${errorMessage(error)}`;
}
