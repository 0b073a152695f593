/** Turns stored records into the JSON api.twilio.com would answer with at a given moment. */
import { messageState, type StatusDelays } from './clock';
import { rfc2822 } from './dates';
import type { AccountCredentials } from './accounts';
import type {
  AccountResource,
  IncomingPhoneNumberResource,
  MediaResource,
  MessageResource,
} from './resources';
import type { MediaRecord, MessageRecord, NumberRecord } from './store';

export const API_VERSION = '2010-04-01';
const PRICE_PER_SEGMENT = 0.0079;

export function accountPath(accountSid: string): string {
  return `/${API_VERSION}/Accounts/${accountSid}`;
}

export function messagePath(accountSid: string, sid: string): string {
  return `${accountPath(accountSid)}/Messages/${sid}`;
}

/** Accounts do not move with the clock: one fixed day, so answers stay the same across a run. */
const ACCOUNT_CREATED = rfc2822(Date.UTC(2024, 2, 4, 16, 20, 0));

export function renderAccount(credentials: AccountCredentials): AccountResource {
  const path = accountPath(credentials.accountSid);
  return {
    auth_token: credentials.authToken,
    date_created: ACCOUNT_CREATED,
    date_updated: ACCOUNT_CREATED,
    friendly_name: credentials.friendlyName,
    // A main account owns itself.
    owner_account_sid: credentials.ownerAccountSid ?? credentials.accountSid,
    sid: credentials.accountSid,
    status: credentials.status ?? 'active',
    subresource_uris: {
      incoming_phone_numbers: `${path}/IncomingPhoneNumbers.json`,
      messages: `${path}/Messages.json`,
      usage_records: `${path}/Usage/Records.json`,
    },
    type: 'Full',
    uri: `${path}.json`,
  };
}

/** When the message left Twilio, for DateSent filters; null while it has not. */
export function sentAt(record: MessageRecord, now: number, delays: StatusDelays): number | null {
  if (!record.outcome) return record.createdMs;
  return messageState({ ...record, outcome: record.outcome }, now, delays).sentMs;
}

export function renderMessage(record: MessageRecord, now: number, delays: StatusDelays): MessageResource {
  const base = messagePath(record.accountSid, record.sid);
  const price = `-${(PRICE_PER_SEGMENT * record.segments).toFixed(5)}`;
  const common = {
    account_sid: record.accountSid,
    api_version: API_VERSION,
    body: record.body,
    date_created: rfc2822(record.createdMs),
    direction: record.direction,
    from: record.from,
    messaging_service_sid: record.messagingServiceSid,
    num_media: String(record.media.length),
    num_segments: String(record.segments),
    price_unit: 'USD',
    sid: record.sid,
    subresource_uris: { media: `${base}/Media.json`, feedback: `${base}/Feedback.json` },
    to: record.to,
    uri: `${base}.json`,
  };
  if (!record.outcome) {
    return {
      ...common,
      date_sent: rfc2822(record.createdMs),
      date_updated: rfc2822(record.createdMs),
      error_code: null,
      error_message: null,
      price,
      status: 'received',
    };
  }
  const state = messageState({ ...record, outcome: record.outcome }, now, delays);
  return {
    ...common,
    date_sent: state.sentMs === null ? null : rfc2822(state.sentMs),
    date_updated: rfc2822(state.updatedMs),
    error_code: state.errorCode,
    error_message: state.errorMessage,
    price: state.charged ? price : null,
    status: state.status,
  };
}

export function renderNumber(record: NumberRecord): IncomingPhoneNumberResource {
  const created = rfc2822(record.createdMs);
  return {
    account_sid: record.accountSid,
    address_sid: null,
    address_requirements: 'none',
    api_version: API_VERSION,
    beta: record.beta,
    capabilities: { ...record.capabilities },
    date_created: created,
    date_updated: created,
    friendly_name: record.friendlyName,
    identity_sid: null,
    phone_number: record.phoneNumber,
    origin: 'twilio',
    sid: record.sid,
    sms_application_sid: null,
    sms_fallback_method: 'POST',
    sms_fallback_url: null,
    sms_method: 'POST',
    sms_url: record.capabilities.sms ? 'https://demo.twilio.com/welcome/sms/reply' : null,
    status_callback: null,
    status_callback_method: 'POST',
    trunk_sid: null,
    uri: `${accountPath(record.accountSid)}/IncomingPhoneNumbers/${record.sid}.json`,
    voice_receive_mode: 'voice',
    voice_application_sid: null,
    voice_caller_id_lookup: false,
    voice_fallback_method: 'POST',
    voice_fallback_url: null,
    voice_method: 'POST',
    voice_url: record.capabilities.voice ? 'https://demo.twilio.com/welcome/voice/' : null,
    emergency_status: 'Inactive',
    emergency_address_sid: null,
    emergency_address_status: 'unregistered',
    bundle_sid: null,
    status: 'in-use',
  };
}

export function renderMedia(record: MediaRecord): MediaResource {
  const created = rfc2822(record.createdMs);
  return {
    account_sid: record.accountSid,
    content_type: record.contentType,
    date_created: created,
    date_updated: created,
    parent_sid: record.messageSid,
    sid: record.sid,
    uri: record.uri ?? `${messagePath(record.accountSid, record.messageSid)}/Media/${record.sid}.json`,
  };
}
