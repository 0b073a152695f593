/** Wire shapes, snake_case, exactly as api.twilio.com answers for the 2010-04-01 resources we emulate. */

export type MessageStatus =
  | 'queued'
  | 'sending'
  | 'sent'
  | 'failed'
  | 'delivered'
  | 'undelivered'
  | 'receiving'
  | 'received'
  | 'scheduled'
  | 'canceled';

export type MessageDirection = 'inbound' | 'outbound-api' | 'outbound-call' | 'outbound-reply';

export interface MessageResource {
  account_sid: string;
  api_version: string;
  body: string;
  date_created: string;
  date_sent: string | null;
  date_updated: string;
  direction: MessageDirection;
  error_code: number | null;
  error_message: string | null;
  from: string;
  messaging_service_sid: string | null;
  num_media: string;
  num_segments: string;
  price: string | null;
  price_unit: string;
  sid: string;
  status: MessageStatus;
  subresource_uris: { media: string; feedback: string };
  to: string;
  uri: string;
}

export interface IncomingPhoneNumberResource {
  account_sid: string;
  address_sid: string | null;
  address_requirements: 'none' | 'any' | 'local' | 'foreign';
  api_version: string;
  beta: boolean;
  capabilities: { voice: boolean; sms: boolean; mms: boolean; fax: boolean };
  date_created: string;
  date_updated: string;
  friendly_name: string;
  identity_sid: string | null;
  phone_number: string;
  origin: string;
  sid: string;
  sms_application_sid: string | null;
  sms_fallback_method: 'GET' | 'POST';
  sms_fallback_url: string | null;
  sms_method: 'GET' | 'POST';
  sms_url: string | null;
  status_callback: string | null;
  status_callback_method: 'GET' | 'POST';
  trunk_sid: string | null;
  uri: string;
  voice_receive_mode: 'voice' | 'fax';
  voice_application_sid: string | null;
  voice_caller_id_lookup: boolean;
  voice_fallback_method: 'GET' | 'POST';
  voice_fallback_url: string | null;
  voice_method: 'GET' | 'POST';
  voice_url: string | null;
  emergency_status: 'Active' | 'Inactive';
  emergency_address_sid: string | null;
  emergency_address_status: 'registered' | 'unregistered';
  bundle_sid: string | null;
  status: string;
}

export interface MediaResource {
  account_sid: string;
  content_type: string;
  date_created: string;
  date_updated: string;
  parent_sid: string;
  sid: string;
  uri: string;
}

/** An account, main or sub; its Auth Token is in it, as Twilio answers it to the account or its parent. */
export interface AccountResource {
  auth_token: string;
  date_created: string;
  date_updated: string;
  friendly_name: string;
  owner_account_sid: string;
  sid: string;
  status: 'active' | 'suspended' | 'closed';
  subresource_uris: Record<string, string>;
  type: 'Trial' | 'Full';
  uri: string;
}

/** The paging envelope every list answer carries. */
export interface PageMeta {
  end: number;
  first_page_uri: string;
  next_page_uri: string | null;
  page: number;
  page_size: number;
  previous_page_uri: string | null;
  start: number;
  uri: string;
}

export type MessageListResponse = PageMeta & { messages: MessageResource[] };
export type IncomingPhoneNumberListResponse = PageMeta & {
  incoming_phone_numbers: IncomingPhoneNumberResource[];
};
export type MediaListResponse = PageMeta & { media_list: MediaResource[] };

/** Twilio's error body: `{"code":20003,"message":"Authenticate","more_info":"…/20003","status":401}`. */
export interface TwilioErrorBody {
  code: number;
  message: string;
  more_info: string;
  status: number;
}
