/**
 * Fault injection: what can go wrong between a client and the API (latency, 500/503 answers, a cap on
 * concurrent requests, dropped connections, cut-off bodies, answers lost after the work was done), the
 * list quirks of listQuirks.ts, and the hold that keeps answers back while a test looks at a loading state.
 *
 * Every random decision comes from a generator seeded with `faultSeed`. Each API request takes the same
 * number of draws when it arrives, whatever the settings, so the n-th request always gets the n-th set:
 * the same seed and the same sequence of requests give the same faults, and a faulty run can be replayed.
 */
import { errorResponse, errors } from './errors';
import { applyListQuirks, failsOnPage, NO_LIST_QUIRKS, type ListQuirks } from './listQuirks';
import { Random } from './random';

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
  /** Seed of the fault draws. Setting it (even to its current value) starts the draws over from it. */
  faultSeed: number;
  /**
   * When set, the faults above (latency, errors, 429s, drops, cut-off and lost answers) strike only API
   * requests whose request line, `METHOD /path` (no query), contains this text: '/Media' for the media of
   * messages, 'POST ' for sends. A test can then fail one part of a page while the rest of it works. List
   * quirks and the hold are not scoped.
   */
  faultRequestContains: string | null;
}

export const DEFAULT_FAULT_SEED = 1;

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  jitterMs: 0,
  errorRate: 0,
  maxInFlight: null,
  dropRate: 0,
  truncateRate: 0,
  lostAnswerRate: 0,
  faultSeed: DEFAULT_FAULT_SEED,
  faultRequestContains: null,
  ...NO_LIST_QUIRKS,
};

/**
 * The fault matrix's five ways for the provider to misbehave, each on its own: every part of the app that
 * talks to the provider is tried under each (the browser suite's fault matrix, and unit tests beside it).
 */
export const FAULT_MATRIX = {
  'answers 2 s late': { latencyMs: 2_000 },
  // 500 or 503, both Twilio's "try again later".
  '30 % 5xx': { errorRate: 0.3 },
  '429 storm': { maxInFlight: 0 },
  'dropped connections': { dropRate: 1 },
  'cut-off JSON': { truncateRate: 1 },
} satisfies Record<string, Partial<FaultSettings>>;

export type FaultName = keyof typeof FAULT_MATRIX;

/**
 * A provider having a bad day, all day: what the soaks (the browser suite's short one and the benchmark's)
 * run against. Late answers, one in five a 5xx, and now and then a dropped connection or cut-off JSON.
 */
export const BAD_DAY_FAULTS: Partial<FaultSettings> = {
  latencyMs: 100,
  jitterMs: 300,
  errorRate: 0.2,
  dropRate: 0.05,
  truncateRate: 0.05,
};

/** A held request is answered after this long even if nobody releases it, so no run can hang on a hold. */
export const HOLD_LIMIT_MS = 30_000;

/** One request's draws, each in [0, 1): a fault happens when its draw is below its rate. */
interface Draws {
  jitter: number;
  drop: number;
  error: number;
  /** Below 0.5: the error is a 500, otherwise a 503. */
  errorKind: number;
  lostAnswer: number;
  truncate: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function untilReleased(gate: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, HOLD_LIMIT_MS)));
  return Promise.race([gate, limit]).finally(() => clearTimeout(timer));
}

async function truncated(response: Response): Promise<Response> {
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(text.slice(0, Math.floor(text.length / 2)), { status: response.status, headers });
}

export class FaultInjector {
  private settings: FaultSettings = { ...NO_FAULTS };
  private random = new Random(DEFAULT_FAULT_SEED);
  private inFlight = 0;
  private heldGate: Promise<void> | null = null;
  private releaseHeld: (() => void) | null = null;

  current(): FaultSettings {
    return { ...this.settings };
  }

  /** Merges already-checked settings (validation.ts) into the current ones. */
  update(changes: Partial<FaultSettings>): void {
    this.settings = { ...this.settings, ...changes };
    if (changes.faultSeed !== undefined) this.random = new Random(changes.faultSeed);
  }

  /** Back to `initial` on top of no faults, with the draws started over and any hold released. */
  reset(initial: Partial<FaultSettings>): void {
    this.settings = { ...NO_FAULTS, ...initial };
    this.random = new Random(this.settings.faultSeed);
    this.setHeld(false);
  }

  setHeld(held: boolean): void {
    if (held && this.heldGate === null) {
      this.heldGate = new Promise((resolve) => (this.releaseHeld = resolve));
    } else if (!held && this.heldGate !== null) {
      this.releaseHeld?.();
      this.heldGate = null;
      this.releaseHeld = null;
    }
  }

  /** `answer` (the API's own answer to the request) with the current faults applied around it. */
  async apply(request: Request, url: URL, answer: () => Promise<Response>): Promise<Response> {
    const draws = this.draw();
    const f = this.inScope(request, url) ? this.settings : { ...NO_FAULTS, ...this.unscopedSettings() };
    this.inFlight++;
    try {
      if (f.maxInFlight !== null && this.inFlight > f.maxInFlight)
        return errorResponse(errors.tooManyRequests());
      const delay = f.latencyMs + draws.jitter * f.jitterMs;
      if (delay > 0) await sleep(delay);
      if (this.heldGate !== null) await untilReleased(this.heldGate);
      if (draws.drop < f.dropRate) return Response.error();
      if (draws.error < f.errorRate)
        return errorResponse(draws.errorKind < 0.5 ? errors.internal() : errors.unavailable());
      if (failsOnPage(f, request, url)) return errorResponse(errors.internal());
      const response = await applyListQuirks(f, request, url, await answer());
      if (draws.lostAnswer < f.lostAnswerRate) return Response.error();
      const isJson = response.headers.get('Content-Type')?.startsWith('application/json') ?? false;
      if (isJson && draws.truncate < f.truncateRate) return truncated(response);
      return response;
    } finally {
      this.inFlight--;
    }
  }

  private inScope(request: Request, url: URL): boolean {
    const part = this.settings.faultRequestContains;
    return part === null || `${request.method.toUpperCase()} ${url.pathname}`.includes(part);
  }

  /** What applies outside faultRequestContains: the list quirks (every one of them), never the network faults. */
  private unscopedSettings(): ListQuirks {
    const quirks: Record<string, unknown> = {};
    for (const key of Object.keys(NO_LIST_QUIRKS)) quirks[key] = this.settings[key as keyof ListQuirks];
    return quirks as unknown as ListQuirks;
  }

  /** Always six draws, in this order, so one request's faults never shift another's. */
  private draw(): Draws {
    const r = this.random;
    return {
      jitter: r.next(),
      drop: r.next(),
      error: r.next(),
      errorKind: r.next(),
      lostAnswer: r.next(),
      truncate: r.next(),
    };
  }
}
