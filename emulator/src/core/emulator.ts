/**
 * The Twilio-compatible emulator as one request handler: `handle(Request) → Response` covers the
 * 2010-04-01 API, the media CDN and the `/__emulator/` control routes. It uses only web-standard globals,
 * so the same code runs in Node (behind emulator/src/node/server.ts) and in-process in browser-like tests.
 */
import { handleApi, handleCdn, mediaFor, type ApiContext } from './api';
import { DEFAULT_STATUS_DELAYS, type StatusDelays } from './clock';
import { errorResponse, errors, jsonResponse, TwilioError } from './errors';
import {
  applyListQuirks,
  failsOnPage,
  NO_LIST_QUIRKS,
  validateListQuirks,
  type ListQuirks,
} from './listQuirks';
import { renderMessage } from './render';
import type { MessageResource } from './resources';
import { applySeed, type SeedSpec } from './seed';
import { Store } from './store';

export type { SeedSpec } from './seed';

/** Faults on every API answer, plus the list quirks of listQuirks.ts (endless paging, null fields…). */
export interface FaultSettings extends ListQuirks {
  /** Added to every API answer: a fixed part plus a uniformly random part up to jitterMs. */
  latencyMs: number;
  jitterMs: number;
  /** 0..1 share of answers replaced by a Twilio-shaped 500 or 503. */
  errorRate: number;
  /** More concurrent API requests than this are refused with 429, code 20429. */
  maxInFlight: number | null;
  /** 0..1 share answered with Response.error() (the Node server turns it into a dropped connection). */
  dropRate: number;
  /** 0..1 share whose JSON body is cut in half. */
  truncateRate: number;
  /**
   * 0..1 share processed first (a POST stores its message) and then answered with Response.error(): the
   * answer is lost on the way back, as when a connection breaks after Twilio accepted a message.
   */
  lostAnswerRate: number;
}

export interface EmulatorOptions {
  seed?: SeedSpec;
  /** Whether Messages/{Sid}/Media/{Sid} (the bytes redirect) needs basic auth; default true, as Twilio now enforces. */
  mediaAuth?: boolean;
  faults?: Partial<FaultSettings>;
  /** Milliseconds clock; the status clock and new messages read it. Default Date.now. */
  now?: () => number;
  /** Time after creation at which a sent message becomes sending, sent and delivered (or its end state). */
  statusDelaysMs?: StatusDelays;
}

export interface InboundInput {
  from: string;
  to: string;
  body?: string;
  mediaUrls?: string[];
}

export interface Emulator {
  handle(request: Request): Promise<Response>;
  reset(): void;
  seed(seed: SeedSpec): void;
  setFaults(faults: Partial<FaultSettings>): void;
  setMediaAuth(required: boolean): void;
  /**
   * While held, API requests wait (up to HOLD_LIMIT_MS) before they are answered; releasing answers them.
   * Tests use it to look at a loading state that would otherwise pass before they could see it.
   */
  setHeld(held: boolean): void;
  deliverInbound(input: InboundInput): MessageResource;
  listMessages(accountSid: string): MessageResource[];
}

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  jitterMs: 0,
  errorRate: 0,
  maxInFlight: null,
  dropRate: 0,
  truncateRate: 0,
  lostAnswerRate: 0,
  ...NO_LIST_QUIRKS,
};

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'Accept, Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Idempotency-Key',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'ETag',
};

function requestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return 'RQ' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const rate = (value: unknown, name: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1)
    throw new Error(`${name} must be a number from 0 to 1`);
  return value;
};
const nonNegative = (value: unknown, name: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number`);
  return value;
};

/** Checks fault settings that may come from JSON or the command line; throws with a readable message. */
export function validateFaults(input: Partial<Record<keyof FaultSettings, unknown>>): Partial<FaultSettings> {
  const out: Partial<FaultSettings> = validateListQuirks(input);
  if (input.latencyMs !== undefined) out.latencyMs = nonNegative(input.latencyMs, 'latencyMs');
  if (input.jitterMs !== undefined) out.jitterMs = nonNegative(input.jitterMs, 'jitterMs');
  if (input.errorRate !== undefined) out.errorRate = rate(input.errorRate, 'errorRate');
  if (input.dropRate !== undefined) out.dropRate = rate(input.dropRate, 'dropRate');
  if (input.truncateRate !== undefined) out.truncateRate = rate(input.truncateRate, 'truncateRate');
  if (input.lostAnswerRate !== undefined) out.lostAnswerRate = rate(input.lostAnswerRate, 'lostAnswerRate');
  if (input.maxInFlight !== undefined)
    out.maxInFlight =
      input.maxInFlight === null ? null : Math.floor(nonNegative(input.maxInFlight, 'maxInFlight'));
  return out;
}

/** Checks a seed spec that may come from JSON or the command line. */
export function validateSeed(input: unknown): SeedSpec {
  const spec = (input ?? {}) as Record<string, unknown>;
  if (spec.kind === 'demo' || spec.kind === 'empty') return { kind: spec.kind };
  if (spec.kind === 'large') {
    const numbers = Math.floor(nonNegative(spec.numbers ?? 2000, 'numbers'));
    const smsNumbers = Math.floor(nonNegative(spec.smsNumbers ?? numbers, 'smsNumbers'));
    const messages = Math.floor(nonNegative(spec.messages ?? 20000, 'messages'));
    const large: SeedSpec = { kind: 'large', numbers, smsNumbers: Math.min(smsNumbers, numbers), messages };
    if (spec.randomSeed !== undefined) large.randomSeed = nonNegative(spec.randomSeed, 'randomSeed');
    return large;
  }
  throw new Error("seed kind must be 'demo', 'empty' or 'large'");
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A held request is answered after this long even if nobody releases it, so no run can hang on a hold. */
export const HOLD_LIMIT_MS = 30_000;

function untilReleased(gate: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, HOLD_LIMIT_MS)));
  return Promise.race([gate, limit]).finally(() => clearTimeout(timer));
}

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const now = options.now ?? (() => Date.now());
  const delays = options.statusDelaysMs ?? DEFAULT_STATUS_DELAYS;
  const initialSeed = options.seed ?? { kind: 'demo' };
  let store = new Store();
  let faults: FaultSettings = { ...NO_FAULTS };
  let mediaAuth = true;
  let inFlight = 0;
  let releaseHeld: (() => void) | null = null;
  let heldGate: Promise<void> | null = null;
  const setHeld = (held: boolean): void => {
    if (held && heldGate === null) {
      heldGate = new Promise((resolve) => (releaseHeld = resolve));
    } else if (!held && heldGate !== null) {
      releaseHeld?.();
      heldGate = null;
      releaseHeld = null;
    }
  };

  const seed = (spec: SeedSpec): void => {
    store = new Store();
    applySeed(store, spec, now());
  };
  const reset = (): void => {
    seed(initialSeed);
    faults = { ...NO_FAULTS, ...validateFaults(options.faults ?? {}) };
    mediaAuth = options.mediaAuth ?? true;
    setHeld(false);
  };
  reset();

  const context = (): ApiContext => ({ store, now, delays, mediaAuth });

  const deliverInbound = (input: InboundInput): MessageResource => {
    const from = input.from?.trim() ?? '';
    const to = input.to?.trim() ?? '';
    if (from === '') throw new Error('from is required');
    const account = store.ownerOf(to);
    if (!account) throw new Error(`${to || '(empty)'} is not a number of any emulated account`);
    const mediaUrls = input.mediaUrls ?? [];
    const record = store.addMessage(account.credentials.accountSid, {
      from,
      to,
      body: input.body ?? '',
      direction: 'inbound',
      createdMs: now(),
      outcome: null,
      media: mediaUrls.map((u) => mediaFor(store, u)),
    });
    return renderMessage(record, now(), delays);
  };

  const listMessages = (accountSid: string): MessageResource[] => {
    const account = store.account(accountSid);
    if (!account) return [];
    const t = now();
    return [...account.messages].reverse().map((m) => renderMessage(m, t, delays));
  };

  async function control(request: Request, url: URL): Promise<Response> {
    const action = url.pathname.slice('/__emulator/'.length);
    const method = request.method.toUpperCase();
    const readJson = async (): Promise<unknown> => {
      const text = await request.text();
      return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
    };
    try {
      if (method === 'GET' && action === 'messages')
        return jsonResponse(200, { messages: listMessages(url.searchParams.get('accountSid') ?? '') });
      if (method === 'GET' && action === 'faults') return jsonResponse(200, faults);
      if (method !== 'POST')
        return jsonResponse(404, { error: `no control route ${method} ${url.pathname}` });
      switch (action) {
        case 'reset':
          reset();
          return jsonResponse(200, { ok: true });
        case 'seed':
          seed(validateSeed(await readJson()));
          return jsonResponse(200, { ok: true });
        case 'faults':
          faults = {
            ...faults,
            ...validateFaults((await readJson()) as Partial<Record<keyof FaultSettings, unknown>>),
          };
          return jsonResponse(200, faults);
        case 'media-auth': {
          const body = (await readJson()) as { required?: unknown };
          if (typeof body.required !== 'boolean') throw new Error('required must be true or false');
          mediaAuth = body.required;
          return jsonResponse(200, { required: mediaAuth });
        }
        case 'inbound':
          return jsonResponse(201, deliverInbound((await readJson()) as InboundInput));
        case 'hold': {
          const body = (await readJson()) as { held?: unknown };
          if (typeof body.held !== 'boolean') throw new Error('held must be true or false');
          setHeld(body.held);
          return jsonResponse(200, { held: body.held });
        }
        default:
          return jsonResponse(404, { error: `no control route ${method} ${url.pathname}` });
      }
    } catch (error) {
      return jsonResponse(400, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  async function withFaults(request: Request, url: URL): Promise<Response> {
    const f = faults;
    inFlight++;
    try {
      if (f.maxInFlight !== null && inFlight > f.maxInFlight) return errorResponse(errors.tooManyRequests());
      const delay = f.latencyMs + (f.jitterMs > 0 ? Math.random() * f.jitterMs : 0);
      if (delay > 0) await sleep(delay);
      if (heldGate !== null) await untilReleased(heldGate);
      if (f.dropRate > 0 && Math.random() < f.dropRate) return Response.error();
      if (f.errorRate > 0 && Math.random() < f.errorRate)
        return errorResponse(Math.random() < 0.5 ? errors.internal() : errors.unavailable());
      if (failsOnPage(f, request, url)) return errorResponse(errors.internal());
      const response = await applyListQuirks(f, request, url, await answer(request, url));
      if (f.lostAnswerRate > 0 && Math.random() < f.lostAnswerRate) return Response.error();
      if (f.truncateRate > 0 && response.headers.get('Content-Type')?.startsWith('application/json')) {
        if (Math.random() < f.truncateRate) {
          const text = await response.text();
          const headers = new Headers(response.headers);
          headers.delete('Content-Length');
          return new Response(text.slice(0, Math.floor(text.length / 2)), {
            status: response.status,
            headers,
          });
        }
      }
      return response;
    } finally {
      inFlight--;
    }
  }

  async function answer(request: Request, url: URL): Promise<Response> {
    try {
      return await handleApi(context(), request, url);
    } catch (error) {
      if (error instanceof TwilioError) return errorResponse(error);
      throw error;
    }
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method.toUpperCase() === 'OPTIONS') return new Response(null, { status: 200 });
    if (url.pathname.startsWith('/__emulator/')) return control(request, url);
    if (url.pathname.startsWith('/cdn/')) {
      return handleCdn(store, url) ?? errorResponse(errors.notFound(url.pathname));
    }
    if (url.pathname.startsWith('/2010-04-01/')) return withFaults(request, url);
    return errorResponse(errors.notFound(url.pathname));
  }

  return {
    async handle(request) {
      let response: Response;
      try {
        response = await route(request);
      } catch {
        response = errorResponse(errors.internal());
      }
      if (response.type === 'error') return response;
      for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
      response.headers.set('Twilio-Request-Id', requestId());
      return response;
    },
    reset,
    seed,
    setFaults(next) {
      faults = { ...faults, ...validateFaults(next) };
    },
    setMediaAuth(required) {
      mediaAuth = required;
    },
    setHeld,
    deliverInbound,
    listMessages,
  };
}
