/**
 * Checks for settings that arrive from outside: JSON posted to the control routes and command-line
 * flags. Each throws an Error whose message names the setting, which both answer to the person.
 */
import type { FaultSettings } from './faults';
import { validateListQuirks } from './listQuirks';
import { validateCustomSeed } from './customSeed';
import type { SeedSpec } from './seed';

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
    const numbers = Math.floor(nonNegative(spec.numbers ?? 2000, 'numbers'));
    const smsNumbers = Math.floor(nonNegative(spec.smsNumbers ?? numbers, 'smsNumbers'));
    const messages = Math.floor(nonNegative(spec.messages ?? 20000, 'messages'));
    const large: SeedSpec = { kind: 'large', numbers, smsNumbers: Math.min(smsNumbers, numbers), messages };
    if (spec.randomSeed !== undefined) large.randomSeed = nonNegative(spec.randomSeed, 'randomSeed');
    return large;
  }
  if (spec.kind === 'custom') return validateCustomSeed(spec);
  throw new Error("seed kind must be 'demo', 'empty', 'large' or 'custom'");
}
