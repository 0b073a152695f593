/**
 * The one client for the emulator's `/__emulator/` control routes over HTTP, used by the developer's own
 * tools: the browser suite, the benchmark and the README screenshots. It sends what those routes accept
 * and nothing a web page could: every POST carries a JSON body with `Content-Type: application/json`, the
 * Host is the server's own (the URL it was given), and there is no Origin (Node's fetch sends none).
 * Control routes are never subject to faults.
 */
import type { FaultSettings, InboundInput, SeedSpec } from '../core/emulator';
import type { MessageResource } from '../core/resources';

/** Long enough for seeding the large account on a busy machine; short enough that a hang fails a run. */
const CONTROL_TIMEOUT_MS = 30_000;

export class EmulatorControl {
  /** `url`: the emulator's origin, e.g. http://127.0.0.1:4010 */
  constructor(readonly url: string) {}

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.url}/__emulator/${path}`, {
      method,
      headers: method === 'POST' ? { 'Content-Type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`emulator ${method} ${path} answered ${response.status}: ${text}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  }

  /** Back to the demo seed, no faults, media auth on, nothing held. */
  async reset(): Promise<void> {
    await this.call('POST', 'reset', {});
  }

  async seed(spec: SeedSpec): Promise<void> {
    await this.call('POST', 'seed', spec);
  }

  async faults(faults: Partial<FaultSettings>): Promise<void> {
    await this.call('POST', 'faults', faults);
  }

  /** Puts the emulator's clock `aheadMs` ahead of the real one (to meet a browser's fake clock). */
  async clock(aheadMs: number): Promise<void> {
    await this.call('POST', 'clock', { aheadMs });
  }

  /** Holds every API answer until `hold(false)` (at most HOLD_LIMIT_MS), to look at a loading state. */
  async hold(held: boolean): Promise<void> {
    await this.call('POST', 'hold', { held });
  }

  /** A message arrives from `from` at one of the emulated numbers, as an inbound webhook would bring it. */
  async deliverInbound(input: InboundInput): Promise<MessageResource> {
    return (await this.call('POST', 'inbound', input)) as MessageResource;
  }

  async mediaAuth(required: boolean): Promise<void> {
    await this.call('POST', 'media-auth', { required });
  }

  /** Every message the store holds for the account, as Twilio-shaped resources. */
  async messages(accountSid: string): Promise<MessageResource[]> {
    const answer = await this.call('GET', `messages?accountSid=${encodeURIComponent(accountSid)}`);
    const messages = (answer as { messages?: unknown } | null)?.messages;
    if (!Array.isArray(messages))
      throw new Error(`unexpected /__emulator/messages answer: ${JSON.stringify(answer).slice(0, 200)}`);
    return messages as MessageResource[];
  }
}
