/**
 * Checks for settings that arrive from outside: JSON posted to the control routes and command-line
 * flags. Each throws an Error whose message names the setting, which both answer to the person.
 */
import type { FaultSettings } from './faults';
import { validateListQuirks } from './listQuirks';
import { list, record, text, validateCustomSeed } from './customSeed';
import type { SeedSpec } from './seed';

/**
 * The large seed's sizes: the app reads at most 10,000 numbers (api.ts, MAX_PHONE_NUMBER_PAGES), and
 * 100,000 messages, five times the benchmark's, build in about half a second. Beyond them a seed would
 * hold the emulator for minutes or run it out of memory.
 */
export const LARGE_SEED_LIMITS = { numbers: 10_000, messages: 100_000 } as const;

/**
 * Bounds of an inbound message: Twilio's 10 media, and a body of up to 10,000 characters, past Twilio's
 * own 1,600, so that tests can play a provider that sends what it should not. A media URL may be a
 * `data:` URL of a file.
 */
export const INBOUND_LIMITS = { body: 10_000, mediaUrls: 10, mediaUrl: 500_000 } as const;

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
/** A size: a number from 0 to `max`, taken down to a whole one. */
const size = (value: unknown, name: string, max: number): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max)
    throw new Error(`${name} must be a number from 0 to ${max}`);
  return Math.floor(value);
};

/** Checks fault settings that may come from JSON or the command line. */
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
  if (input.faultRequestContains !== undefined) {
    const part = input.faultRequestContains;
    if (part !== null && (typeof part !== 'string' || part === '' || part.length > 200))
      throw new Error('faultRequestContains must be null or a non-empty text of at most 200 characters');
    out.faultRequestContains = part;
  }
  if (input.faultSeed !== undefined) {
    const seed = nonNegative(input.faultSeed, 'faultSeed');
    if (!Number.isInteger(seed)) throw new Error('faultSeed must be a whole number');
    out.faultSeed = seed;
  }
  return out;
}

/** Checks a seed spec that may come from JSON or the command line. */
export function validateSeed(input: unknown): SeedSpec {
  const spec = (input ?? {}) as Record<string, unknown>;
  if (spec.kind === 'demo' || spec.kind === 'empty') return { kind: spec.kind };
  if (spec.kind === 'large') {
    const numbers = size(spec.numbers ?? 2000, 'numbers', LARGE_SEED_LIMITS.numbers);
    const smsNumbers = size(spec.smsNumbers ?? numbers, 'smsNumbers', LARGE_SEED_LIMITS.numbers);
    const messages = size(spec.messages ?? 20000, 'messages', LARGE_SEED_LIMITS.messages);
    const large: SeedSpec = { kind: 'large', numbers, smsNumbers: Math.min(smsNumbers, numbers), messages };
    if (spec.randomSeed !== undefined) large.randomSeed = nonNegative(spec.randomSeed, 'randomSeed');
    return large;
  }
  if (spec.kind === 'custom') return validateCustomSeed(spec);
  throw new Error("seed kind must be 'demo', 'empty', 'large' or 'custom'");
}

/** A message delivered to one of the account's numbers, as a test or the demo asks for it. */
export interface InboundInput {
  from: string;
  to: string;
  body?: string;
  mediaUrls?: string[];
}

/** Checks an inbound message posted as JSON, before any of it is used; the Error's message names the field. */
export function validateInbound(input: unknown): InboundInput {
  const fields = record(input, 'the request body');
  const inbound: InboundInput = { from: text(fields.from, 'from'), to: text(fields.to, 'to') };
  if (fields.body !== undefined) inbound.body = text(fields.body, 'body', INBOUND_LIMITS.body);
  if (fields.mediaUrls !== undefined)
    inbound.mediaUrls = list(fields.mediaUrls, 'mediaUrls', INBOUND_LIMITS.mediaUrls).map((url, index) =>
      text(url, `mediaUrls[${index}]`, INBOUND_LIMITS.mediaUrl),
    );
  return inbound;
}
