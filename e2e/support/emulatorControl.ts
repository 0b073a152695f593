/**
 * The tests' handle on the emulator: its /__emulator/ control routes over HTTP, the same way a person
 * scripting the demo would use them. Control routes are never subject to faults.
 */
import type { FaultSettings, InboundInput, SeedSpec } from '../../emulator/src/core/emulator';
import type { MessageResource } from '../../emulator/src/core/resources';

export class EmulatorControl {
  constructor(readonly url: string) {}

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.url}/__emulator/${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`emulator ${method} ${path} answered ${response.status}: ${text}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  }

  async reset(): Promise<void> {
    await this.call('POST', 'reset', {});
  }

  async seed(spec: SeedSpec): Promise<void> {
    await this.call('POST', 'seed', spec);
  }

  async faults(faults: Partial<FaultSettings>): Promise<void> {
    await this.call('POST', 'faults', faults);
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
    // The route may answer a bare list or a Twilio-like page; accept both.
    if (Array.isArray(answer)) return answer as MessageResource[];
    const page = answer as { messages?: MessageResource[] };
    if (Array.isArray(page.messages)) return page.messages;
    throw new Error(`unexpected /__emulator/messages answer: ${JSON.stringify(answer).slice(0, 200)}`);
  }
}
