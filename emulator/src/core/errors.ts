/** Twilio-shaped error answers, with the codes and wording api.twilio.com uses. */
import type { TwilioErrorBody } from './resources';

export class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'TwilioError';
  }

  toBody(): TwilioErrorBody {
    return {
      code: this.code,
      message: this.message,
      more_info: `https://www.twilio.com/docs/errors/${this.code}`,
      status: this.status,
    };
  }
}

export const errors = {
  authenticate: () => new TwilioError(401, 20003, 'Authenticate'),
  notFound: (path: string) => new TwilioError(404, 20404, `The requested resource ${path} was not found`),
  methodNotAllowed: (method: string) => new TwilioError(405, 20004, `Method not allowed: ${method}`),
  pageSize: (value: string) =>
    new TwilioError(400, 20007, `Invalid PageSize ${value}: PageSize must be an integer between 1 and 1000`),
  page: (value: string) =>
    new TwilioError(400, 20007, `Invalid Page ${value}: Page must be a non-negative integer`),
  pageToken: () => new TwilioError(400, 20007, 'Invalid PageToken'),
  dateFilter: (name: string, value: string) =>
    new TwilioError(400, 20001, `Invalid value for ${name}: ${value}`),
  /** `problem` names the parameter and what it must be. */
  invalidParameter: (problem: string) => new TwilioError(400, 20001, problem),
  tooManyRequests: () => new TwilioError(429, 20429, 'Too Many Requests'),
  internal: () => new TwilioError(500, 20500, 'Internal Server Error'),
  unavailable: () => new TwilioError(503, 20503, 'Service Unavailable'),
  toRequired: () => new TwilioError(400, 21604, "A 'To' phone number is required."),
  fromRequired: () => new TwilioError(400, 21603, "A 'From' phone number is required."),
  bodyRequired: () => new TwilioError(400, 21602, 'Message body is required.'),
  bodyTooLong: () =>
    new TwilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.'),
  tooManyMedia: () => new TwilioError(400, 21623, 'The number of media files exceeds the limit of 10.'),
  invalidMediaUrl: () => new TwilioError(400, 21620, 'Invalid media URL(s)'),
  invalidTo: (to: string) =>
    new TwilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`),
  invalidFrom: (from: string) =>
    new TwilioError(
      400,
      21212,
      `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`,
    ),
  fromNotSmsCapable: (from: string) =>
    new TwilioError(
      400,
      21606,
      `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
    ),
  queueFull: (from: string) =>
    new TwilioError(
      400,
      21611,
      `This 'From' number ${from} has exceeded the maximum number of queued messages.`,
    ),
  unsubscribed: () => new TwilioError(400, 21610, 'Attempt to send to unsubscribed recipient'),
  unreachable: (to: string, from: string) =>
    new TwilioError(
      400,
      21612,
      `The 'To' phone number: ${to}, is not currently reachable using the 'From' phone number: ${from} via SMS.`,
    ),
  noGeoPermission: (to: string) =>
    new TwilioError(
      400,
      21408,
      `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${to}.`,
    ),
  notMobile: () => new TwilioError(400, 21614, "'To' number is not a valid mobile number"),
  notComplete: () => new TwilioError(400, 20009, 'Cannot delete this resource before it is complete'),
  /** A message update that is not a redaction (the emulator redacts, and does nothing else). */
  invalidService: (sid: string) =>
    new TwilioError(400, 21705, `The Messaging Service Sid ${sid} is invalid.`),
  noSenderInService: () =>
    new TwilioError(
      400,
      21703,
      'The Messaging Service does not have a phone number available to send a message to this destination number.',
    ),
  sendAtMissing: () =>
    new TwilioError(400, 35111, "You must indicate SendAt timestamp if ScheduleType is 'fixed'."),
  sendAtOutsideWindow: () =>
    new TwilioError(
      400,
      35114,
      'SendAt time must be between 900 seconds and 35 days (3024000 seconds) in the future, inclusive.',
    ),
  scheduleNeedsService: () =>
    new TwilioError(400, 35118, 'MessagingServiceSid is required to schedule a message'),
  scheduleTypeUnsupported: () =>
    new TwilioError(400, 35126, 'The ScheduleType value provided is not supported for this channel'),
  cannotCancel: () => new TwilioError(400, 30409, 'This message cannot be canceled'),
  onlyRedaction: () => new TwilioError(400, 30400, 'Parameters are not valid'),
};

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function errorResponse(error: TwilioError): Response {
  const headers: Record<string, string> =
    error.status === 401 ? { 'WWW-Authenticate': 'Basic realm="Twilio API"' } : {};
  return jsonResponse(error.status, error.toBody(), headers);
}
