/**
 * The Twilio-compatible emulator as one request handler: `handle(Request) → Response` covers the
 * 2010-04-01 API (api.ts) and the Messaging API's services (messagingApi.ts), both behind the faults of
 * faults.ts, the media CDN and the `/__emulator/` control routes (controlRoutes.ts). It uses only web-standard globals, so the same code runs in Node (behind
 * emulator/src/node/server.ts) and in-process in browser-like tests.
 */
import { handleApi, handleCdn, mediaFor } from './api';
import { handleMessagingApi } from './messagingApi';
import { DEFAULT_STATUS_DELAYS, type StatusDelays } from './clock';
import { handleControl, isControlRoute, type EmulatorControls } from './controlRoutes';
import type { InboundInput } from './validation';
import { errorResponse, errors, TwilioError } from './errors';
import { FaultInjector, type FaultSettings } from './faults';
import { renderMessage } from './render';
import type { MessageResource } from './resources';
import { applySeed, type SeedSpec } from './seed';
import { Store } from './store';
import { validateFaults } from './validation';

export type { InboundInput } from './validation';
export type { FaultSettings } from './faults';
export type { SeedSpec } from './seed';

export interface EmulatorOptions {
  seed?: SeedSpec;
  /** Whether Messages/{Sid}/Media/{Sid} (the bytes redirect) needs basic auth; default true, as Twilio now enforces. */
  mediaAuth?: boolean;
  /** The faults to start with and to go back to on reset; `faultSeed` makes their draws repeatable. */
  faults?: Partial<FaultSettings>;
  /** Milliseconds clock; the status clock and new messages read it. Default Date.now. */
  now?: () => number;
  /** Time after creation at which a sent message becomes sending, sent and delivered (or its end state). */
  statusDelaysMs?: StatusDelays;
}

/** How the request reached the emulator; the HTTP server says which Host values are its own. */
export interface RequestContext {
  /** Host header values (`127.0.0.1:4010`…) the control routes answer to; unchecked when absent. */
  controlHosts?: readonly string[];
}

/** The emulator: its HTTP handler, plus everything the control routes do, for tests in the same process. */
export interface Emulator extends EmulatorControls {
  handle(request: Request, context?: RequestContext): Promise<Response>;
}

/** What api.twilio.com sends; the control routes get none, so no other origin can read or call them. */
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

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const clock = options.now ?? (() => Date.now());
  // Moved by the clock control route, so a browser test can put the emulator where its page's clock is.
  let clockAheadMs = 0;
  const now = () => clock() + clockAheadMs;
  const delays = options.statusDelaysMs ?? DEFAULT_STATUS_DELAYS;
  const initialSeed = options.seed ?? { kind: 'demo' };
  const initialFaults = validateFaults(options.faults ?? {});
  const faults = new FaultInjector();
  let store = new Store();
  let mediaAuth = true;

  const seed = (spec: SeedSpec): void => {
    store = new Store();
    applySeed(store, spec, now());
  };
  const reset = (): void => {
    clockAheadMs = 0;
    seed(initialSeed);
    faults.reset(initialFaults);
    mediaAuth = options.mediaAuth ?? true;
  };
  reset();

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
    return [...account.messagesOldestFirst()].reverse().map((m) => renderMessage(m, t, delays));
  };

  const controls: EmulatorControls = {
    reset,
    seed,
    currentFaults: () => faults.current(),
    setFaults: (next) => faults.update(validateFaults(next)),
    setMediaAuth: (required) => {
      mediaAuth = required;
    },
    setHeld: (held) => faults.setHeld(held),
    setClockAhead: (ms) => {
      clockAheadMs = ms;
    },
    deliverInbound,
    listMessages,
  };

  async function answerApi(request: Request, url: URL): Promise<Response> {
    try {
      return await handleApi({ store, now, delays, mediaAuth }, request, url);
    } catch (error) {
      if (error instanceof TwilioError) return errorResponse(error);
      throw error;
    }
  }

  function answerMessagingApi(request: Request, url: URL): Response {
    try {
      return handleMessagingApi(store, request, url);
    } catch (error) {
      if (error instanceof TwilioError) return errorResponse(error);
      throw error;
    }
  }

  async function route(request: Request, url: URL, context: RequestContext): Promise<Response> {
    if (isControlRoute(url)) return handleControl(controls, request, url, context.controlHosts ?? null);
    if (request.method.toUpperCase() === 'OPTIONS') return new Response(null, { status: 200 });
    if (url.pathname.startsWith('/cdn/')) {
      return handleCdn(store, url) ?? errorResponse(errors.notFound(url.pathname));
    }
    if (url.pathname.startsWith('/2010-04-01/'))
      return faults.apply(request, url, () => answerApi(request, url));
    // The Messaging API (messaging.twilio.com) on the same origin, so one emulator URL serves both.
    if (url.pathname.startsWith('/v1/'))
      return faults.apply(request, url, () => Promise.resolve(answerMessagingApi(request, url)));
    return errorResponse(errors.notFound(url.pathname));
  }

  return {
    ...controls,
    async handle(request, context = {}) {
      const url = new URL(request.url);
      let response: Response;
      try {
        response = await route(request, url, context);
      } catch {
        response = errorResponse(errors.internal());
      }
      if (response.type === 'error') return response;
      if (!isControlRoute(url))
        for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
      response.headers.set('Twilio-Request-Id', requestId());
      return response;
    },
  };
}
