/**
 * One error type for every provider failure, and the functions that turn any thrown value into the
 * text a person sees. The spec's credential mapping lives here: a network error and a 401 get the
 * spec's fixed wording; every other failure passes Twilio's own message through.
 */

export const NETWORK_ERROR_MESSAGE = 'Incorrect credentials or unable to access your Twilio account';
export const UNAUTHORIZED_MESSAGE = 'Incorrect credentials';

export interface ProviderErrorDetails {
  status: number | null;
  code: number | null;
  moreInfo: string | null;
}

export class ProviderError extends Error {
  readonly status: number | null;
  readonly code: number | null;
  readonly moreInfo: string | null;

  constructor(message: string, details: ProviderErrorDetails) {
    super(message);
    // The name is what the composer's red label shows before the message: 'Error 21211: …'.
    this.name = details.code === null ? 'Error' : `Error ${details.code}`;
    this.status = details.status;
    this.code = details.code;
    this.moreInfo = details.moreInfo;
  }
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
    code: typeof record.code === 'number' ? record.code : null,
    moreInfo: typeof record.more_info === 'string' ? record.more_info : null,
  };
}

/** A failed HTTP exchange: `status` null means no answer arrived (network error, CORS, dropped connection). */
export function providerErrorFrom(status: number | null, body: unknown): ProviderError {
  if (status === null || status === 0) {
    return new ProviderError(NETWORK_ERROR_MESSAGE, { status: null, code: null, moreInfo: null });
  }
  const twilio = readTwilioErrorBody(body);
  if (status === 401) {
    return new ProviderError(UNAUTHORIZED_MESSAGE, { status, code: twilio.code, moreInfo: twilio.moreInfo });
  }
  const message = twilio.message ?? `The provider answered with HTTP status ${status}`;
  return new ProviderError(message, { status, code: twilio.code, moreInfo: twilio.moreInfo });
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return 'Something went wrong';
}

export function errorNameAndMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : 'Error';
  return `${name}: ${errorMessage(error)}`;
}
