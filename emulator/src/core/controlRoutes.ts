/**
 * The `/__emulator/` control routes: reset, seed, faults, media auth, hold, inbound messages and a look
 * at what is stored. They can wipe or read the whole emulator, so only the developer's own tools may use
 * them, never a web page they happen to visit. Refused before any route runs:
 * - a Host that is not one of the server's own (a page that re-points its domain at 127.0.0.1, DNS
 *   rebinding), when the server names its hosts;
 * - an Origin other than the emulator's own, and any CORS preflight: no page elsewhere may call them;
 * - a POST that is not `application/json`: the kinds of POST a page can send anywhere without a preflight.
 * Unlike the API routes, their answers carry no CORS headers (see emulator.ts).
 */
import { errorResponse, errors, jsonResponse } from './errors';
import type { FaultSettings } from './faults';
import type { MessageResource } from './resources';
import type { SeedSpec } from './seed';
import { validateFaults, validateInbound, validateSeed, type InboundInput } from './validation';

export const CONTROL_PREFIX = '/__emulator/';

export function isControlRoute(url: URL): boolean {
  return url.pathname.startsWith(CONTROL_PREFIX);
}

/** A message arriving at one of the emulated numbers, as an inbound webhook would bring it. */
/** What the control routes do to the emulator; the Emulator interface (emulator.ts) offers the same. */
export interface EmulatorControls {
  reset(): void;
  seed(seed: SeedSpec): void;
  currentFaults(): FaultSettings;
  setFaults(faults: Partial<FaultSettings>): void;
  setMediaAuth(required: boolean): void;
  /**
   * While held, API requests wait (up to HOLD_LIMIT_MS) before they are answered; releasing answers them.
   * Tests use it to look at a loading state that would otherwise pass before they could see it.
   */
  setHeld(held: boolean): void;
  /** Puts the emulator's clock this far ahead of the real one (negative: behind); a reset puts it back. */
  setClockAhead(ms: number): void;
  deliverInbound(input: InboundInput): MessageResource;
  listMessages(accountSid: string): MessageResource[];
}

const refuse = (status: 403 | 415, error: string): Response => jsonResponse(status, { error });

function isJson(request: Request): boolean {
  const mediaType = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * The answer for a request that may not use the control routes, or null when it may. `allowedHosts`:
 * the Host values the server answers to; null in process, where there is no network to rebind.
 */
function refusal(request: Request, url: URL, allowedHosts: readonly string[] | null): Response | null {
  if (allowedHosts !== null) {
    const host = (request.headers.get('Host') ?? url.host).toLowerCase();
    if (!allowedHosts.includes(host))
      return refuse(403, `control routes answer only to Host ${allowedHosts.join(', ')}, not ${host}`);
  }
  if (request.method.toUpperCase() === 'OPTIONS')
    return refuse(403, 'control routes take no cross-origin requests, so they answer no preflight');
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== url.origin)
    return refuse(403, `control routes take no cross-origin requests (Origin ${origin})`);
  if (request.method.toUpperCase() === 'POST' && !isJson(request))
    return refuse(415, 'control routes take JSON: send Content-Type: application/json');
  return null;
}

/** The posted JSON, or {} for an empty body; broken JSON is an Error saying so, not the parser's words. */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('the request body must be JSON');
  }
}

/**
 * A message arriving stands in for Twilio's side, so a request that cannot be one is answered as
 * Twilio answers a bad parameter: 400 in its error shape, naming the field and what it must be.
 */
async function inbound(emulator: EmulatorControls, request: Request): Promise<Response> {
  try {
    return jsonResponse(201, emulator.deliverInbound(validateInbound(await readJson(request))));
  } catch (error) {
    return errorResponse(errors.invalidParameter(error instanceof Error ? error.message : String(error)));
  }
}

export async function handleControl(
  emulator: EmulatorControls,
  request: Request,
  url: URL,
  allowedHosts: readonly string[] | null,
): Promise<Response> {
  const refused = refusal(request, url, allowedHosts);
  if (refused) return refused;
  const action = url.pathname.slice(CONTROL_PREFIX.length);
  const method = request.method.toUpperCase();
  const notFound = (): Response => jsonResponse(404, { error: `no control route ${method} ${url.pathname}` });
  try {
    if (method === 'GET' && action === 'messages')
      return jsonResponse(200, { messages: emulator.listMessages(url.searchParams.get('accountSid') ?? '') });
    if (method === 'GET' && action === 'faults') return jsonResponse(200, emulator.currentFaults());
    if (method !== 'POST') return notFound();
    switch (action) {
      case 'reset':
        emulator.reset();
        return jsonResponse(200, { ok: true });
      case 'seed':
        emulator.seed(validateSeed(await readJson(request)));
        return jsonResponse(200, { ok: true });
      case 'faults':
        emulator.setFaults(
          validateFaults((await readJson(request)) as Partial<Record<keyof FaultSettings, unknown>>),
        );
        return jsonResponse(200, emulator.currentFaults());
      case 'media-auth': {
        const body = (await readJson(request)) as { required?: unknown };
        if (typeof body.required !== 'boolean') throw new Error('required must be true or false');
        emulator.setMediaAuth(body.required);
        return jsonResponse(200, { required: body.required });
      }
      case 'inbound':
        return await inbound(emulator, request);
      case 'clock': {
        const body = (await readJson(request)) as { aheadMs?: unknown };
        if (typeof body.aheadMs !== 'number' || !Number.isFinite(body.aheadMs))
          throw new Error('aheadMs must be a number of milliseconds');
        emulator.setClockAhead(body.aheadMs);
        return jsonResponse(200, { aheadMs: body.aheadMs });
      }
      case 'hold': {
        const body = (await readJson(request)) as { held?: unknown };
        if (typeof body.held !== 'boolean') throw new Error('held must be true or false');
        emulator.setHeld(body.held);
        return jsonResponse(200, { held: body.held });
      }
      default:
        return notFound();
    }
  } catch (error) {
    return jsonResponse(400, { error: error instanceof Error ? error.message : String(error) });
  }
}
