/**
 * The emulator's state: per-account phone numbers and messages, with indexes by sender and recipient so
 * that the filtered, paged reads a client makes stay cheap even for accounts with tens of thousands of
 * messages. Messages are kept oldest-first, ordered by (creation time, sid); list answers read them
 * backwards, newest first, as Twilio does.
 */
import { ACCOUNTS, type AccountCredentials } from './accounts';
import type { Outcome } from './clock';
import { Random } from './random';
import { countSegments } from './segments';
import type { MessageDirection } from './resources';

export interface NumberRecord {
  sid: string;
  accountSid: string;
  phoneNumber: string;
  friendlyName: string;
  capabilities: { voice: boolean; sms: boolean; mms: boolean; fax: boolean };
  beta: boolean;
  createdMs: number;
}

export interface MediaRecord {
  sid: string;
  accountSid: string;
  messageSid: string;
  contentType: string;
  /**
   * The Content-Type the media host sends with the bytes when it differs from `contentType` (what
   * Media.json lists): a broken or hostile host. Undefined: the listed type.
   */
  servedContentType?: string;
  createdMs: number;
  /**
   * The uri Media.json lists when it is not the provider's own path: a hostile or broken answer (a
   * custom seed's). Undefined: the usual `/2010-04-01/…/Media/ME….json`.
   */
  uri?: string;
  /** Opaque part of the CDN path the bytes are served under. */
  token: string;
  bytes: () => Uint8Array;
}

/** The media of a message being added: its listed type, bytes and, rarely, another served type. */
export type NewMedia = Pick<MediaRecord, 'contentType' | 'servedContentType' | 'uri' | 'bytes'>;

export interface MessageRecord {
  sid: string;
  accountSid: string;
  from: string;
  to: string;
  body: string;
  direction: MessageDirection;
  createdMs: number;
  segments: number;
  media: MediaRecord[];
  /** How an outbound message ends; null for inbound messages, which are simply `received`. */
  outcome: Outcome | null;
  /** The Messaging Service it was sent through, if any. */
  messagingServiceSid: string | null;
  /** When a scheduled message leaves (its statuses run from then on); null when it was sent at once. */
  sendAtMs: number | null;
  /** When a scheduled message was canceled; null while it is not. */
  canceledMs: number | null;
}

/** A Messaging Service: a named pool of the account's numbers that messages can be sent through. */
export interface ServiceRecord {
  sid: string;
  accountSid: string;
  friendlyName: string;
  createdMs: number;
  /** The pool, in the order the numbers were added. A number is in one service at most. */
  numbers: NumberRecord[];
  /** When each number joined the pool, by its sid. */
  addedMs: Map<string, number>;
}

/** Words that opt a recipient out of (or back into) messages from one of the account's numbers. */
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const OPT_IN = new Set(['START', 'YES', 'UNSTOP']);

function before(a: MessageRecord, b: MessageRecord): boolean {
  return a.createdMs < b.createdMs || (a.createdMs === b.createdMs && a.sid < b.sid);
}

/** Index of the first record not ordered before `key` (oldest-first arrays). */
export function lowerBound(list: readonly MessageRecord[], key: MessageRecord): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const item = list[mid];
    if (item && before(item, key)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertOrdered(list: MessageRecord[], record: MessageRecord): void {
  const last = list[list.length - 1];
  if (!last || before(last, record)) list.push(record);
  else list.splice(lowerBound(list, record), 0, record);
}

function removeOrdered(list: MessageRecord[] | undefined, record: MessageRecord): void {
  if (!list) return;
  const at = lowerBound(list, record);
  if (list[at] === record) list.splice(at, 1);
}

function pushIndex(index: Map<string, MessageRecord[]>, key: string, record: MessageRecord): void {
  let list = index.get(key);
  if (!list) {
    list = [];
    index.set(key, list);
  }
  insertOrdered(list, record);
}

/** Which messages a list asks for: by recipient, by sender, both, or (both null) all of them. */
export interface MessageFilter {
  to: string | null;
  from: string | null;
}

/**
 * One account's numbers and messages, with the indexes that keep filtered reads cheap. Only the Store
 * adds records (after giving them their SIDs); everyone else reads through the methods below.
 */
export class AccountData {
  private readonly numbers: NumberRecord[] = [];
  private readonly numberByPhone = new Map<string, NumberRecord>();
  private readonly messages: MessageRecord[] = [];
  private readonly messageBySid = new Map<string, MessageRecord>();
  private readonly byFrom = new Map<string, MessageRecord[]>();
  private readonly byTo = new Map<string, MessageRecord[]>();
  /** `${accountNumber}|${person}` pairs where the person has opted out. */
  private readonly optOuts = new Set<string>();
  private readonly services: ServiceRecord[] = [];
  private readonly serviceBySid = new Map<string, ServiceRecord>();
  private readonly serviceByNumber = new Map<string, ServiceRecord>();

  constructor(readonly credentials: AccountCredentials) {}

  /** The account's numbers in the order they were bought. */
  numbersInOrder(): readonly NumberRecord[] {
    return this.numbers;
  }

  findNumber(phoneNumber: string): NumberRecord | undefined {
    return this.numberByPhone.get(phoneNumber);
  }

  findMessage(sid: string): MessageRecord | undefined {
    return this.messageBySid.get(sid);
  }

  /** The account's Messaging Services in the order they were made. */
  servicesInOrder(): readonly ServiceRecord[] {
    return this.services;
  }

  findService(sid: string): ServiceRecord | undefined {
    return this.serviceBySid.get(sid);
  }

  /** The service whose pool holds `phoneNumber`, if any. */
  serviceOf(phoneNumber: string): ServiceRecord | undefined {
    return this.serviceByNumber.get(phoneNumber);
  }

  insertService(record: ServiceRecord): void {
    this.services.push(record);
    this.serviceBySid.set(record.sid, record);
    for (const number of record.numbers) this.serviceByNumber.set(number.phoneNumber, record);
  }

  /** Messages matching `filter`, oldest first, read from the smaller index when both sides are given. */
  messagesOldestFirst(filter: MessageFilter = { to: null, from: null }): readonly MessageRecord[] {
    const { to, from } = filter;
    if (to !== null && from !== null) {
      const byTo = this.byTo.get(to) ?? [];
      const byFrom = this.byFrom.get(from) ?? [];
      return byTo.length <= byFrom.length
        ? byTo.filter((m) => m.from === from)
        : byFrom.filter((m) => m.to === to);
    }
    if (to !== null) return this.byTo.get(to) ?? [];
    if (from !== null) return this.byFrom.get(from) ?? [];
    return this.messages;
  }

  /** Whether `person` texted STOP (and not START since) to the account's number `accountNumber`. */
  hasOptedOut(accountNumber: string, person: string): boolean {
    return this.optOuts.has(`${accountNumber}|${person}`);
  }

  insertNumber(record: NumberRecord): void {
    this.numbers.push(record);
    this.numberByPhone.set(record.phoneNumber, record);
  }

  /** Takes the message out of the account and its indexes. The opt-out it made, if any, stays, as on Twilio. */
  removeMessage(record: MessageRecord): void {
    removeOrdered(this.messages, record);
    removeOrdered(this.byFrom.get(record.from), record);
    removeOrdered(this.byTo.get(record.to), record);
    this.messageBySid.delete(record.sid);
  }

  /** Files the message in order and in its indexes; an inbound STOP or START changes the opt-outs. */
  insertMessage(record: MessageRecord): void {
    insertOrdered(this.messages, record);
    this.messageBySid.set(record.sid, record);
    pushIndex(this.byFrom, record.from, record);
    pushIndex(this.byTo, record.to, record);
    if (record.direction === 'inbound') {
      const word = record.body.trim().toUpperCase();
      const pair = `${record.to}|${record.from}`;
      if (OPT_OUT.has(word)) this.optOuts.add(pair);
      else if (OPT_IN.has(word)) this.optOuts.delete(pair);
    }
  }
}

export class Store {
  private readonly accounts = new Map<string, AccountData>();
  private readonly mediaByToken = new Map<string, MediaRecord>();
  /** Draws SIDs and CDN tokens, so a seed gives the same ones every time. */
  private readonly random: Random;

  constructor(randomSeed = 2010_04_01) {
    this.random = new Random(randomSeed);
    for (const credentials of ACCOUNTS)
      this.accounts.set(credentials.accountSid, new AccountData(credentials));
  }

  account(accountSid: string): AccountData | undefined {
    return this.accounts.get(accountSid);
  }

  /** Every account, main accounts and subaccounts, in the order they were made. */
  allAccounts(): readonly AccountData[] {
    return [...this.accounts.values()];
  }

  /** Deletes a message and its media: their CDN addresses answer 404 from now on. */
  deleteMessage(account: AccountData, record: MessageRecord): void {
    for (const media of record.media) this.mediaByToken.delete(media.token);
    account.removeMessage(record);
  }

  /**
   * A Messaging Service with `phoneNumbers` (numbers of the account, none already in a service) in its
   * pool, in that order.
   */
  addService(
    accountSid: string,
    input: { friendlyName: string; createdMs: number; phoneNumbers: readonly string[]; sid?: string },
  ): ServiceRecord {
    const account = this.mustAccount(accountSid);
    const numbers = input.phoneNumbers.map((phoneNumber) => {
      const number = account.findNumber(phoneNumber);
      if (!number) throw new Error(`${phoneNumber} is not a number of ${accountSid}`);
      if (account.serviceOf(phoneNumber)) throw new Error(`${phoneNumber} is in a service already`);
      return number;
    });
    const record: ServiceRecord = {
      sid: input.sid ?? this.random.sid('MG'),
      accountSid,
      friendlyName: input.friendlyName,
      createdMs: input.createdMs,
      numbers,
      addedMs: new Map(numbers.map((number) => [number.sid, input.createdMs])),
    };
    account.insertService(record);
    return record;
  }

  /** The account that `user` (an account SID or an API key SID) names, whatever the password. */
  accountOfUser(user: string): AccountData | undefined {
    for (const account of this.accounts.values()) {
      const { accountSid, apiKeySid } = account.credentials;
      if (user === accountSid || user === apiKeySid) return account;
    }
    return undefined;
  }

  /** The media served under `/cdn/…/{token}`. */
  findMedia(token: string): MediaRecord | undefined {
    return this.mediaByToken.get(token);
  }

  addNumber(
    accountSid: string,
    input: Omit<NumberRecord, 'sid' | 'accountSid'> & { sid?: string },
  ): NumberRecord {
    const account = this.mustAccount(accountSid);
    const record: NumberRecord = { ...input, sid: input.sid ?? this.random.sid('PN'), accountSid };
    account.insertNumber(record);
    return record;
  }

  addMessage(
    accountSid: string,
    input: {
      from: string;
      to: string;
      body: string;
      direction: MessageDirection;
      createdMs: number;
      outcome: Outcome | null;
      media?: NewMedia[];
      messagingServiceSid?: string | null;
      sendAtMs?: number | null;
    },
  ): MessageRecord {
    const account = this.mustAccount(accountSid);
    const media = input.media ?? [];
    const sid = this.random.sid(media.length > 0 ? 'MM' : 'SM');
    const record: MessageRecord = {
      sid,
      accountSid,
      from: input.from,
      to: input.to,
      body: input.body,
      direction: input.direction,
      createdMs: input.createdMs,
      segments: countSegments(input.body),
      outcome: input.outcome,
      media: [],
      messagingServiceSid: input.messagingServiceSid ?? null,
      sendAtMs: input.sendAtMs ?? null,
      canceledMs: null,
    };
    for (const item of media) {
      const mediaRecord: MediaRecord = {
        sid: this.random.sid('ME'),
        accountSid,
        messageSid: sid,
        contentType: item.contentType,
        servedContentType: item.servedContentType,
        uri: item.uri,
        createdMs: input.createdMs,
        token: this.random.hex(32),
        bytes: item.bytes,
      };
      record.media.push(mediaRecord);
      this.mediaByToken.set(mediaRecord.token, mediaRecord);
    }
    account.insertMessage(record);
    return record;
  }

  /** Which account owns a phone number (for inbound deliveries). */
  ownerOf(phoneNumber: string): AccountData | undefined {
    for (const account of this.accounts.values()) if (account.findNumber(phoneNumber)) return account;
    return undefined;
  }

  private mustAccount(accountSid: string): AccountData {
    const account = this.accounts.get(accountSid);
    if (!account) throw new Error(`Unknown account ${accountSid}`);
    return account;
  }
}
