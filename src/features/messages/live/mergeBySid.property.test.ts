/**
 * Properties of the history merge (issue 12): however live polls, pages read back and sent messages
 * overlap, the list holds each message once, newest first, in the freshest version seen.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import type { Message } from '../../../lib/twilio/models';
import { mergeBySid } from './liveState';

const SIDS = Array.from({ length: 12 }, (_, index) => `SM${String(index).padStart(32, '0')}`);

const message = fc
  .record({
    sid: fc.constantFrom(...SIDS),
    dateCreatedMs: fc.integer({ min: 0, max: 20 }).map((minute) => minute * 60_000),
    status: fc.constantFrom('queued', 'sent', 'delivered', 'failed', 'received'),
  })
  .map((fields) => testMessage(fields));
const source = fc.array(message, { maxLength: 10 });

const sidsOf = (messages: readonly Message[]) => messages.map((each) => each.sid);

describe('mergeBySid, for any overlapping sources', () => {
  it('keeps every message once, newest first', () => {
    fc.assert(
      fc.property(fc.array(source, { maxLength: 4 }), (sources) => {
        const merged = mergeBySid(...sources);
        expect(new Set(sidsOf(merged)).size).toBe(merged.length);
        expect(new Set(sidsOf(merged))).toEqual(new Set(sources.flat().map((each) => each.sid)));
        for (let index = 1; index < merged.length; index++)
          expect(merged[index - 1]?.dateCreatedMs ?? 0).toBeGreaterThanOrEqual(
            merged[index]?.dateCreatedMs ?? 0,
          );
      }),
    );
  });

  it('keeps the version from the first source that has it (the freshest)', () => {
    fc.assert(
      fc.property(fc.array(source, { minLength: 1, maxLength: 4 }), (sources) => {
        const merged = mergeBySid(...sources);
        for (const kept of merged) {
          const first = sources.flat().find((each) => each.sid === kept.sid);
          expect(kept).toBe(first);
        }
      }),
    );
  });

  it('is settled: merging again, or with the sources in another grouping, changes nothing', () => {
    fc.assert(
      fc.property(source, source, (fresher, older) => {
        const merged = mergeBySid(fresher, older);
        expect(mergeBySid(merged)).toEqual(merged);
        expect(mergeBySid(mergeBySid(fresher), older)).toEqual(merged);
      }),
    );
  });
});
