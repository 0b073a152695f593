/**
 * The Messaging API's v1 routes the app reads: the account's Messaging Services and the numbers in each
 * (messaging.twilio.com/v1/Services…). Its paths carry no account: the credentials name it. Lists page as
 * the v1 APIs do, under a `meta` envelope with absolute URLs; dates are ISO 8601.
 */
import { basicCredentials, isAuthorized } from './api';
import { errors, jsonResponse } from './errors';
import { arrayView, paginate, readPaging, type View } from './paging';
import type { AccountData, NumberRecord, ServiceRecord, Store } from './store';

const SERVICES_ROUTE = /^\/v1\/Services(?:\/([A-Za-z0-9]+)(?:\/PhoneNumbers(?:\/([A-Za-z0-9]+))?)?)?$/;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function renderService(origin: string, service: ServiceRecord): Record<string, unknown> {
  const url = `${origin}/v1/Services/${service.sid}`;
  return {
    account_sid: service.accountSid,
    area_code_geomatch: true,
    date_created: isoDate(service.createdMs),
    date_updated: isoDate(service.createdMs),
    fallback_method: 'POST',
    fallback_to_long_code: true,
    fallback_url: null,
    friendly_name: service.friendlyName,
    inbound_method: 'POST',
    inbound_request_url: null,
    links: {
      channel_senders: `${url}/ChannelSenders`,
      destination_alpha_senders: `${url}/DestinationAlphaSenders`,
      phone_numbers: `${url}/PhoneNumbers`,
      short_codes: `${url}/ShortCodes`,
      alpha_senders: `${url}/AlphaSenders`,
      messages: `${url}/Messages`,
      us_app_to_person: `${url}/Compliance/Usa2p`,
      us_app_to_person_usecases: `${url}/Compliance/Usa2p/Usecases`,
    },
    mms_converter: true,
    scan_message_content: 'inherit',
    sid: service.sid,
    smart_encoding: true,
    status_callback: null,
    sticky_sender: true,
    synchronous_validation: false,
    url,
    us_app_to_person_registered: false,
    use_inbound_webhook_on_number: true,
    usecase: 'undeclared',
    validity_period: 14400,
  };
}

function renderServiceNumber(origin: string, service: ServiceRecord, number: NumberRecord) {
  const added = isoDate(service.addedMs.get(number.sid) ?? service.createdMs);
  const { sms, mms, voice, fax } = number.capabilities;
  return {
    account_sid: service.accountSid,
    capabilities: [mms && 'MMS', sms && 'SMS', voice && 'Voice', fax && 'Fax'].filter(
      (capability): capability is string => typeof capability === 'string',
    ),
    country_code: 'US',
    date_created: added,
    date_updated: added,
    phone_number: number.phoneNumber,
    service_sid: service.sid,
    sid: number.sid,
    url: `${origin}/v1/Services/${service.sid}/PhoneNumbers/${number.sid}`,
  };
}

/** A v1 list page: the items under `key` and the `meta` envelope, its URLs absolute on this origin. */
function listPage<T>(
  origin: string,
  path: string,
  url: URL,
  key: string,
  view: View<T>,
  render: (item: T) => unknown,
): Response {
  const { items, meta } = paginate(path, readPaging(url.searchParams), view);
  const absolute = (uri: string | null) => (uri === null ? null : `${origin}${uri}`);
  return jsonResponse(200, {
    [key]: items.map(render),
    meta: {
      first_page_url: absolute(meta.first_page_uri),
      key,
      next_page_url: absolute(meta.next_page_uri),
      page: meta.page,
      page_size: meta.page_size,
      previous_page_url: absolute(meta.previous_page_uri),
      url: absolute(meta.uri),
    },
  });
}

/** The account the request's credentials open, or a 401. */
function authorizedAccount(store: Store, request: Request): AccountData {
  const user = basicCredentials(request)?.user;
  const account = user === undefined ? undefined : store.accountOfUser(user);
  if (!account || !isAuthorized(request, account)) throw errors.authenticate();
  return account;
}

/** Answers a request under /v1/, or throws a TwilioError. */
export function handleMessagingApi(store: Store, request: Request, url: URL): Response {
  const match = SERVICES_ROUTE.exec(url.pathname);
  if (!match) throw errors.notFound(url.pathname);
  const account = authorizedAccount(store, request);
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') throw errors.methodNotAllowed(method);
  const [, serviceSid, numberSid] = match;
  const origin = url.origin;

  if (serviceSid === undefined) {
    return listPage(
      origin,
      '/v1/Services',
      url,
      'services',
      arrayView(account.servicesInOrder(), (service) => service.sid),
      (service) => renderService(origin, service),
    );
  }
  const service = account.findService(serviceSid);
  if (!service) throw errors.notFound(url.pathname);
  if (!url.pathname.includes('/PhoneNumbers')) return jsonResponse(200, renderService(origin, service));
  if (numberSid === undefined) {
    return listPage(
      origin,
      `/v1/Services/${service.sid}/PhoneNumbers`,
      url,
      'phone_numbers',
      arrayView(service.numbers, (number) => number.sid),
      (number) => renderServiceNumber(origin, service, number),
    );
  }
  const number = service.numbers.find((candidate) => candidate.sid === numberSid);
  if (!number) throw errors.notFound(url.pathname);
  return jsonResponse(200, renderServiceNumber(origin, service, number));
}
