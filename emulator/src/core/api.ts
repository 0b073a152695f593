/**
 * The 2010-04-01 REST routes: auth, Accounts (list and fetch), IncomingPhoneNumbers, Usage Records this month, Messages (list, fetch,
 * create, delete, redact) and Media.
 * Everything here answers as api.twilio.com would; CORS lives in emulator.ts, faults in faults.ts and the
 * control routes in controlRoutes.ts.
 */
import { messageState, outcomeFor, type StatusDelays } from './clock';
import { parseDateFilter } from './dates';
import { errors, jsonResponse } from './errors';
import { arrayView, paginate, readPaging, type View } from './paging';
import { pictureBytes } from './png';
import { thisMonthUsage } from './usageRecords';
import { accountPath, renderAccount, renderMedia, renderMessage, renderNumber, sentAt } from './render';
import {
  lowerBound,
  type AccountData,
  type MessageRecord,
  type NewMedia,
  type ServiceRecord,
  type Store,
} from './store';

export interface ApiContext {
  store: Store;
  now: () => number;
  delays: StatusDelays;
  mediaAuth: boolean;
}

const ACCOUNT_ROUTE = /^\/2010-04-01\/Accounts\/([^/]+)(\/.*)?$/;
const MAX_BODY = 1600;
const MAX_MEDIA = 10;
const E164 = /^\+[1-9]\d{6,14}$/;

/** Twilio's magic test numbers (https://www.twilio.com/docs/iam/test-credentials). */
export const MAGIC = {
  validFrom: '+15005550006',
  invalidNumber: '+15005550001',
  unownedFrom: '+15005550007',
  fullQueueFrom: '+15005550008',
  unroutableTo: '+15005550002',
  noGeoPermissionTo: '+15005550003',
  blockedTo: '+15005550004',
  notMobileTo: '+15005550009',
} as const;

/** The user and password of a Basic Authorization header, or null without one that reads. */
export function basicCredentials(request: Request): { user: string; password: string } | null {
  const header = request.headers.get('Authorization');
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return null;
  let decoded: string;
  try {
    decoded = atob(match[1]);
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Account SID + Auth Token, or an API key + secret of the account named in the path. */
export function isAuthorized(request: Request, account: AccountData, owner?: AccountData): boolean {
  const creds = basicCredentials(request);
  if (!creds) return false;
  const c = account.credentials;
  // A closed or suspended account's credentials are refused; its parent's still read it.
  const own =
    c.status === undefined &&
    ((creds.user === c.accountSid && creds.password === c.authToken) ||
      (creds.user === c.apiKeySid && creds.password === c.apiKeySecret));
  // A parent's Auth Token reaches its subaccounts; its API keys reach only the parent.
  const parent =
    owner !== undefined &&
    creds.user === owner.credentials.accountSid &&
    creds.password === owner.credentials.authToken;
  return own || parent;
}

/** The parent of a subaccount, whose Auth Token also reaches it. */
function ownerOf(store: Store, account: AccountData): AccountData | undefined {
  const sid = account.credentials.ownerAccountSid;
  return sid === undefined ? undefined : store.account(sid);
}

const ACCOUNTS_LIST_PATH = '/2010-04-01/Accounts.json';
const ONE_ACCOUNT_ROUTE = /^\/2010-04-01\/Accounts\/([^/]+)\.json$/;

/**
 * GET Accounts.json: the account the credentials belong to and, for its Auth Token, its subaccounts
 * (FriendlyName and Status filter them). An API key lists only its own account.
 */
function listAccounts(store: Store, request: Request, url: URL): Response {
  const creds = basicCredentials(request);
  const self = creds ? store.accountOfUser(creds.user) : undefined;
  if (!self || !isAuthorized(request, self)) throw errors.authenticate();
  const selfSid = self.credentials.accountSid;
  const byToken = creds?.user === selfSid;
  let accounts = store
    .allAccounts()
    .filter((account) => account === self || (byToken && account.credentials.ownerAccountSid === selfSid))
    .map((account) => account.credentials);
  const name = url.searchParams.get('FriendlyName');
  if (name !== null) accounts = accounts.filter((account) => account.friendlyName === name);
  const status = url.searchParams.get('Status');
  if (status !== null) accounts = accounts.filter((account) => (account.status ?? 'active') === status);
  const { items, meta } = paginate(
    ACCOUNTS_LIST_PATH,
    readPaging(url.searchParams),
    arrayView(accounts, (account) => account.accountSid),
  );
  return jsonResponse(200, { ...meta, accounts: items.map(renderAccount) });
}

/** GET Accounts/{Sid}.json: to the account itself or its parent's Auth Token. */
function fetchAccount(store: Store, request: Request, sid: string): Response {
  const account = store.account(sid);
  if (!account || !isAuthorized(request, account, ownerOf(store, account))) throw errors.authenticate();
  return jsonResponse(200, renderAccount(account.credentials));
}

/** Newest-first view over an oldest-first message list. */
function messageView(list: readonly MessageRecord[], account: AccountData): View<MessageRecord> {
  const n = list.length;
  return {
    length: n,
    at: (i) => list[n - 1 - i] as MessageRecord,
    sidOf: (m) => m.sid,
    locate(sid) {
      const anchor = account.findMessage(sid);
      if (!anchor) return null;
      const older = lowerBound(list, anchor);
      const present = list[older] === anchor ? 1 : 0;
      return { before: n - older - present, through: n - older };
    },
  };
}

function listMessages(ctx: ApiContext, account: AccountData, url: URL): Response {
  const paging = readPaging(url.searchParams);
  const q = url.searchParams;
  let list = account.messagesOldestFirst({ to: q.get('To'), from: q.get('From') });

  const ranges: { name: string; test: (sent: number, range: { start: number; end: number }) => boolean }[] = [
    { name: 'DateSent', test: (s, r) => s >= r.start && s < r.end },
    { name: 'DateSent<', test: (s, r) => s < r.end },
    { name: 'DateSent>', test: (s, r) => s >= r.start },
  ];
  const active = ranges.flatMap(({ name, test }) => {
    const value = q.get(name);
    if (value === null) return [];
    const range = parseDateFilter(value);
    if (!range) throw errors.dateFilter(name, value);
    return [{ test, range }];
  });
  if (active.length > 0) {
    const now = ctx.now();
    list = list.filter((m) => {
      const sent = sentAt(m, now, ctx.delays);
      return sent !== null && active.every(({ test, range }) => test(sent, range));
    });
  }
  const path = `${accountPath(account.credentials.accountSid)}/Messages.json`;
  const { items, meta } = paginate(path, paging, messageView(list, account));
  const now = ctx.now();
  return jsonResponse(200, { ...meta, messages: items.map((m) => renderMessage(m, now, ctx.delays)) });
}

/** Twilio's PhoneNumber filter matches part of a number; `*` stands for any one digit. */
function phoneNumberMatcher(pattern: string): (phone: string) => boolean {
  const source = pattern
    .split('')
    .map((ch) => (ch === '*' ? '\\d' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const regex = new RegExp(source);
  return (phone) => regex.test(phone);
}

function listNumbers(account: AccountData, url: URL): Response {
  const paging = readPaging(url.searchParams);
  const q = url.searchParams;
  let list = account.numbersInOrder();
  if (q.get('Beta')?.toLowerCase() === 'false') list = list.filter((n) => !n.beta);
  const phone = q.get('PhoneNumber');
  if (phone !== null && phone !== '') {
    const matches = phoneNumberMatcher(phone);
    list = list.filter((n) => matches(n.phoneNumber));
  }
  const name = q.get('FriendlyName');
  if (name !== null) list = list.filter((n) => n.friendlyName === name);
  const path = `${accountPath(account.credentials.accountSid)}/IncomingPhoneNumbers.json`;
  const { items, meta } = paginate(
    path,
    paging,
    arrayView(list, (n) => n.sid),
  );
  return jsonResponse(200, { ...meta, incoming_phone_numbers: items.map(renderNumber) });
}

const CDN_PATH = /^\/cdn\/(AC[0-9a-f]{32})\/([0-9a-f]{32})$/;

/**
 * A `data:` MediaUrl, read as Twilio reads a fetched MediaUrl: its type becomes the listed content_type
 * and its payload the bytes. Tests use it to attach any type (an SVG holding a script, HTML, no type at
 * all). A `served-as=<type>` parameter makes the media host send another Content-Type than Media.json
 * lists (`data:image/png;served-as=image/svg+xml,<svg…`), as a broken or hostile host might. An empty type
 * stays empty (a provider that recorded none) rather than defaulting to text/plain.
 */
function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray '%' is kept as written, as browsers do
  }
}

function mediaFromDataUrl(mediaUrl: string): NewMedia | null {
  const match = /^data:([^,]*),(.*)$/is.exec(mediaUrl);
  if (!match) return null;
  const [type = '', ...parameters] = (match[1] ?? '').split(';');
  const payload = match[2] ?? '';
  let servedContentType: string | undefined;
  let base64 = false;
  const kept: string[] = [];
  for (const parameter of parameters) {
    if (parameter.toLowerCase() === 'base64') base64 = true;
    else if (parameter.toLowerCase().startsWith('served-as=')) {
      servedContentType = percentDecoded(parameter.slice('served-as='.length));
    } else kept.push(parameter);
  }
  const contentType = [type, ...kept].join(';');
  const bytes = base64
    ? Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(percentDecoded(payload));
  return { contentType, servedContentType, bytes: () => bytes };
}

/**
 * Bytes for a MediaUrl: a `data:` URL gives its own type and bytes, our own CDN links keep their
 * picture; anything else gets a generated one.
 */
export function mediaFor(store: Store, mediaUrl: string): NewMedia {
  const inline = mediaFromDataUrl(mediaUrl);
  if (inline) return inline;
  try {
    const match = CDN_PATH.exec(new URL(mediaUrl).pathname);
    const known = match?.[2] ? store.findMedia(match[2]) : undefined;
    if (known) {
      return {
        contentType: known.contentType,
        servedContentType: known.servedContentType,
        bytes: known.bytes,
      };
    }
  } catch {
    // Not a URL we can read; fall through to a generated picture.
  }
  let hash = 0;
  for (let i = 0; i < mediaUrl.length; i++) hash = (hash * 31 + mediaUrl.charCodeAt(i)) >>> 0;
  return { contentType: 'image/png', bytes: () => pictureBytes(hash) };
}

/**
 * Twilio refuses a MediaUrl it cannot even try to fetch (21620: no http:// or https://, or not a URL at
 * all). `data:` is the emulator's own way to attach given bytes (see `mediaFromDataUrl`).
 */
function isFetchableMediaUrl(mediaUrl: string): boolean {
  if (/^data:/i.test(mediaUrl)) return true;
  try {
    const { protocol, hostname } = new URL(mediaUrl.trim());
    return (protocol === 'https:' || protocol === 'http:') && hostname !== '';
  } catch {
    return false;
  }
}

/** Twilio's scheduling window: SendAt from 15 minutes to 35 days after the request, both inclusive. */
export const SCHEDULE_MIN_MS = 900_000;
export const SCHEDULE_MAX_MS = 3_024_000_000;
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/;
/** SendAt as Twilio documents it: ISO 8601 in UTC, `YYYY-MM-DDTHH:MM:SSZ` (fractions and offsets read too). */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The number a Messaging Service sends from: the one of its pool that last wrote to `to` (Twilio's sticky
 * sender), else the first that can send SMS.
 */
function senderFromPool(account: AccountData, service: ServiceRecord, to: string): string {
  const pool = service.numbers.filter((number) => number.capabilities.sms);
  const received = account.messagesOldestFirst({ to, from: null });
  for (let i = received.length - 1; i >= 0; i--) {
    const from = (received[i] as MessageRecord).from;
    if (pool.some((number) => number.phoneNumber === from)) return from;
  }
  const first = pool[0];
  if (!first) throw errors.noSenderInService();
  return first.phoneNumber;
}

/** ScheduleType=fixed with SendAt: when to send, checked against Twilio's window; null to send now. */
function scheduledSendAt(form: URLSearchParams, service: ServiceRecord | null, now: number): number | null {
  const scheduleType = form.get('ScheduleType');
  if (scheduleType === null || scheduleType === '') return null;
  if (scheduleType !== 'fixed') throw errors.scheduleTypeUnsupported();
  const sendAt = form.get('SendAt')?.trim() ?? '';
  if (sendAt === '') throw errors.sendAtMissing();
  if (service === null) throw errors.scheduleNeedsService();
  const sendAtMs = ISO_8601.test(sendAt) ? Date.parse(sendAt) : Number.NaN;
  const ahead = sendAtMs - now;
  if (Number.isNaN(sendAtMs) || ahead < SCHEDULE_MIN_MS || ahead > SCHEDULE_MAX_MS)
    throw errors.sendAtOutsideWindow();
  return sendAtMs;
}

async function createMessage(ctx: ApiContext, account: AccountData, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const to = form.get('To')?.trim() ?? '';
  const givenFrom = form.get('From')?.trim() ?? '';
  const body = form.get('Body') ?? '';
  const mediaUrls = form.getAll('MediaUrl').filter((u) => u.trim() !== '');
  // A Messaging Service may come as MessagingServiceSid or in From.
  const serviceSid = form.get('MessagingServiceSid')?.trim() || (givenFrom.startsWith('MG') ? givenFrom : '');
  if (to === '') throw errors.toRequired();
  if (givenFrom === '' && serviceSid === '') throw errors.fromRequired();
  if (body === '' && mediaUrls.length === 0) throw errors.bodyRequired();
  if (body.length > MAX_BODY) throw errors.bodyTooLong();
  if (mediaUrls.length > MAX_MEDIA) throw errors.tooManyMedia();
  if (!mediaUrls.every(isFetchableMediaUrl)) throw errors.invalidMediaUrl();

  let service: ServiceRecord | null = null;
  if (serviceSid !== '') {
    service = (MESSAGING_SERVICE_SID.test(serviceSid) && account.findService(serviceSid)) || null;
    if (service === null) throw errors.invalidService(serviceSid);
  }
  const sendAtMs = scheduledSendAt(form, service, ctx.now());
  const from = service !== null && (givenFrom === '' || givenFrom === serviceSid) ? null : givenFrom;

  if (from !== null) {
    if (from === MAGIC.invalidNumber || !E164.test(from)) throw errors.invalidFrom(from);
    if (from === MAGIC.fullQueueFrom) throw errors.queueFull(from);
    const owned = account.findNumber(from);
    if (from !== MAGIC.validFrom && !owned?.capabilities.sms) throw errors.fromNotSmsCapable(from);
  }
  if (to === MAGIC.invalidNumber || !E164.test(to)) throw errors.invalidTo(to);
  const sender = from ?? senderFromPool(account, service as ServiceRecord, to);
  if (to === sender) throw errors.invalidTo(to);
  if (to === MAGIC.unroutableTo) throw errors.unreachable(to, sender);
  if (to === MAGIC.noGeoPermissionTo) throw errors.noGeoPermission(to);
  if (to === MAGIC.blockedTo || account.hasOptedOut(sender, to)) throw errors.unsubscribed();
  if (to === MAGIC.notMobileTo) throw errors.notMobile();

  const record = ctx.store.addMessage(account.credentials.accountSid, {
    from: sender,
    to,
    body,
    direction: 'outbound-api',
    createdMs: ctx.now(),
    outcome: outcomeFor(to),
    media: mediaUrls.map((u) => mediaFor(ctx.store, u)),
    messagingServiceSid: service?.sid ?? null,
    sendAtMs,
  });
  return jsonResponse(201, renderMessage(record, ctx.now(), ctx.delays));
}

function cdnLocation(request: Request, accountSid: string, token: string): string {
  return `${new URL(request.url).origin}/cdn/${accountSid}/${token}`;
}

/** Serves `/cdn/{AccountSid}/{token}`: the bytes behind a media redirect, public like a CDN link. */
export function handleCdn(store: Store, url: URL): Response | null {
  const match = CDN_PATH.exec(url.pathname);
  const media = match?.[2] ? store.findMedia(match[2]) : undefined;
  if (!media || media.accountSid !== match?.[1]) return null;
  const headers = new Headers({
    'Cache-Control': 'public, max-age=31536000, immutable',
    // The media host serves whatever a sender attached (HTML and SVG included) from the emulator's own
    // origin: opened as a page, it runs in an opaque origin and cannot reach the control routes.
    'Content-Security-Policy': 'sandbox',
  });
  // No Content-Type at all when none was recorded, as a host serving untyped bytes would answer.
  const contentType = media.servedContentType ?? media.contentType;
  if (contentType !== '') headers.set('Content-Type', contentType);
  return new Response(media.bytes().slice(), { status: 200, headers });
}

/** DELETE: 204 and gone with its media, unless it is scheduled, queued or being sent (20009). */
function deleteMessage(ctx: ApiContext, account: AccountData, record: MessageRecord): Response {
  if (record.outcome) {
    const { status } = messageState({ ...record, outcome: record.outcome }, ctx.now(), ctx.delays);
    if (status === 'scheduled' || status === 'queued' || status === 'sending') throw errors.notComplete();
  }
  ctx.store.deleteMessage(account, record);
  return new Response(null, { status: 204 });
}

/**
 * POST to a message: `Body=` empty redacts it (the record stays, its text goes); `Status=canceled` cancels
 * it while it is scheduled (30409 after). Nothing else is updated here (30400).
 */
async function updateMessage(ctx: ApiContext, record: MessageRecord, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const keys = [...form.keys()];
  if (keys.length === 1 && keys[0] === 'Body' && form.get('Body') === '') {
    record.body = '';
  } else if (keys.length === 1 && keys[0] === 'Status' && form.get('Status') === 'canceled') {
    const now = ctx.now();
    const state = record.outcome && messageState({ ...record, outcome: record.outcome }, now, ctx.delays);
    if (state?.status !== 'scheduled') throw errors.cannotCancel();
    record.canceledMs = now;
  } else throw errors.onlyRedaction();
  return jsonResponse(200, renderMessage(record, ctx.now(), ctx.delays));
}

/** Answers a request under /2010-04-01/, or throws a TwilioError. */
export async function handleApi(ctx: ApiContext, request: Request, url: URL): Promise<Response> {
  const method = request.method.toUpperCase();
  const readOnly = (answer: () => Response): Response => {
    if (method !== 'GET' && method !== 'HEAD') throw errors.methodNotAllowed(method);
    return answer();
  };
  if (url.pathname === ACCOUNTS_LIST_PATH) return readOnly(() => listAccounts(ctx.store, request, url));
  const oneAccount = ONE_ACCOUNT_ROUTE.exec(url.pathname);
  if (oneAccount?.[1])
    return readOnly(() => fetchAccount(ctx.store, request, decodeURIComponent(oneAccount[1] ?? '')));

  const match = ACCOUNT_ROUTE.exec(url.pathname);
  const notFound = errors.notFound(url.pathname);
  if (!match?.[1]) throw notFound;
  const account = ctx.store.account(decodeURIComponent(match[1]));
  const rest = match[2] ?? '';

  // Media bytes: the only route whose auth is a setting (Twilio enforces it for new accounts).
  const mediaBytes = /^\/Messages\/([A-Za-z0-9]+)\/Media\/([A-Za-z0-9]+)$/.exec(rest);
  const needsAuth = !mediaBytes || ctx.mediaAuth;
  if (!account) throw errors.authenticate();
  if (needsAuth && !isAuthorized(request, account, ownerOf(ctx.store, account))) throw errors.authenticate();

  const get = readOnly;
  const message = (sid: string | undefined): MessageRecord => {
    const found = sid ? account.findMessage(sid) : undefined;
    if (!found) throw notFound;
    return found;
  };

  if (rest === '/IncomingPhoneNumbers.json') return get(() => listNumbers(account, url));
  if (rest === '/Usage/Records/ThisMonth.json')
    return get(() => thisMonthUsage(account, ctx.now(), ctx.delays, url));
  if (rest === '/Messages.json') {
    if (method === 'POST') return createMessage(ctx, account, request);
    return get(() => listMessages(ctx, account, url));
  }
  const one = /^\/Messages\/([A-Za-z0-9]+)\.json$/.exec(rest);
  if (one) {
    if (method === 'DELETE') return deleteMessage(ctx, account, message(one[1]));
    if (method === 'POST') return updateMessage(ctx, message(one[1]), request);
    return get(() => jsonResponse(200, renderMessage(message(one[1]), ctx.now(), ctx.delays)));
  }
  const mediaList = /^\/Messages\/([A-Za-z0-9]+)\/Media\.json$/.exec(rest);
  if (mediaList) {
    return get(() => {
      const parent = message(mediaList[1]);
      const paging = readPaging(url.searchParams);
      const path = `${accountPath(account.credentials.accountSid)}/Messages/${parent.sid}/Media.json`;
      const { items, meta } = paginate(
        path,
        paging,
        arrayView(parent.media, (m) => m.sid),
      );
      return jsonResponse(200, { ...meta, media_list: items.map(renderMedia) });
    });
  }
  const mediaOne = /^\/Messages\/([A-Za-z0-9]+)\/Media\/([A-Za-z0-9]+)\.json$/.exec(rest);
  if (mediaOne) {
    return get(() => {
      const media = message(mediaOne[1]).media.find((m) => m.sid === mediaOne[2]);
      if (!media) throw notFound;
      return jsonResponse(200, renderMedia(media));
    });
  }
  if (mediaBytes) {
    return get(() => {
      const media = message(mediaBytes[1]).media.find((m) => m.sid === mediaBytes[2]);
      if (!media) throw notFound;
      return new Response(null, {
        status: 307,
        headers: { Location: cdnLocation(request, account.credentials.accountSid, media.token) },
      });
    });
  }
  throw notFound;
}
