/**
 * One error type for every provider failure, and the text a person sees for any thrown value. The spec's
 * credential mapping: a network error and a 401 get fixed wording; others pass Twilio's message through.
 */

export const NETWORK_ERROR_MESSAGE = 'Incorrect credentials or unable to access your Twilio account';
export const UNAUTHORIZED_MESSAGE = 'Incorrect credentials';

/**
 * Decides what may be retried (retryPolicy.ts) and whether a send may have gone out: `network` — no answer;
 * `http` — a failure status; `unreadable` — a success whose body failed its wire check.
 */
export type ProviderErrorKind = 'network' | 'http' | 'unreadable';

/** Why a request got no answer: the browser was offline, the app stopped waiting, or nothing came back. */
export type NoAnswerReason = 'offline' | 'timeout' | 'no-answer';

/** `status` is the provider's real HTTP status; only a failure without an answer has none. */
export type ProviderErrorDetails =
  | { kind: 'network'; noAnswer?: NoAnswerReason }
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
  /** Why no answer came, for a `network` failure; null for every other kind. */
  readonly noAnswer: NoAnswerReason | null;

  constructor(message: string, details: ProviderErrorDetails) {
    super(message);
    this.kind = details.kind;
    this.noAnswer = details.kind === 'network' ? (details.noAnswer ?? 'no-answer') : null;
    this.status = details.kind === 'network' ? null : details.status;
    this.code = details.kind === 'network' ? null : details.code;
    this.moreInfo = details.kind === 'network' ? null : details.moreInfo;
  }
}

/** Twilio's code (21211), sent as a number or digits; anything else is no code, never 'Error -1'. */
export function twilioErrorCode(value: unknown): number | null {
  const code = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof code === 'number' && Number.isSafeInteger(code) && code > 0 ? code : null;
}

/** A failed HTTP exchange: `status` null (or 0) means no answer arrived at all, for `noAnswer`. */
export function providerErrorFrom(
  status: number | null,
  body: unknown,
  noAnswer: NoAnswerReason = 'no-answer',
): ProviderError {
  if (status === null || status === 0) {
    return new ProviderError(NETWORK_ERROR_MESSAGE, { kind: 'network', noAnswer });
  }
  // The error body Twilio sends: `{ code, message, more_info, status }`.
  const twilio = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    status === 401
      ? UNAUTHORIZED_MESSAGE
      : typeof twilio.message === 'string' && twilio.message !== ''
        ? twilio.message
        : `The provider answered with HTTP status ${status}`;
  const moreInfo = typeof twilio.more_info === 'string' ? twilio.more_info : null;
  return new ProviderError(message, { kind: 'http', status, code: twilioErrorCode(twilio.code), moreInfo });
}

/** A successful answer (`status`) whose body the app cannot read; `where` is the first place it failed. */
export function unreadableAnswer(status: number, where: string | null): ProviderError {
  return new ProviderError(
    `The provider sent an answer this app cannot read${where ? ` (at ${where})` : ''}`,
    { kind: 'unreadable', status, code: null, moreInfo: null },
  );
}

/** What the browser knows when no answer came, so a good token is not rotated over an outage. */
export function noAnswerExplanation(error: unknown, providerHost: string): string | null {
  if (!(error instanceof ProviderError) || error.noAnswer === null) return null;
  if (error.noAnswer === 'offline') {
    return 'This browser is offline, so Twilio was never asked: your credentials were not refused. Connect, then sign in again.';
  }
  if (error.noAnswer === 'timeout') {
    return `${providerHost} did not answer within ${SIGN_IN_TIMEOUT_MS / 1000} seconds: the network or Twilio is slow or down, and your credentials were not refused. Try again in a moment.`;
  }
  return `No answer came back from ${providerHost}. The network, a firewall or a content blocker may be in the way, or Twilio may be down; a browser cannot always tell that from refused credentials, so check the connection before changing them.`;
}

/** How long a sign-in check waits for Twilio before it says so. */
export const SIGN_IN_TIMEOUT_MS = 20_000;

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return 'Something went wrong';
}

function nameInLabel(error: unknown): string {
  if (error instanceof ProviderError) return error.code === null ? 'Error' : `Error ${error.code}`;
  return error instanceof Error ? error.name : 'Error';
}

/** The red label (docs/product.md#provider-errors): 'Error 21211: …', what people search for. */
export function errorNameAndMessage(error: unknown): string {
  return `${nameInLabel(error)}: ${errorMessage(error)}`;
}
