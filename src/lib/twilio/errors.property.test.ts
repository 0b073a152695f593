/**
 * Properties of the error mapping (issue 12): whatever status and body the provider sends, the person gets
 * a message to read, and the spec's fixed wording where the spec fixes it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  errorNameAndMessage,
  NETWORK_ERROR_MESSAGE,
  providerErrorFrom,
  twilioErrorCode,
  UNAUTHORIZED_MESSAGE,
} from './errors';

const anyBody = fc.oneof(
  fc.anything(),
  fc.record(
    {
      code: fc.oneof(fc.integer(), fc.string()),
      message: fc.string(),
      more_info: fc.oneof(fc.webUrl(), fc.integer()),
    },
    { requiredKeys: [] },
  ),
);

describe('providerErrorFrom, for any answer', () => {
  it('always gives a message, and the spec’s words for no answer and for 401', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 599 })), anyBody, (status, body) => {
        const error = providerErrorFrom(status, body);
        expect(error.message).not.toBe('');
        if (status === null || status === 0) {
          expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
          expect(error.kind).toBe('network');
        } else {
          expect(error.status).toBe(status);
          if (status === 401) expect(error.message).toBe(UNAUTHORIZED_MESSAGE);
        }
        expect(errorNameAndMessage(error)).toMatch(/^Error( \d+)?: .+/s);
      }),
    );
  });

  it('passes Twilio’s own message through, and names the error by its numeric code only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }).filter((status) => status !== 401),
        fc.string({ minLength: 1 }),
        fc.option(fc.integer({ min: 10_000, max: 99_999 })),
        (status, message, code) => {
          const error = providerErrorFrom(status, { message, code: code ?? 'not a number' });
          expect(error.message).toBe(message);
          expect(errorNameAndMessage(error)).toBe(`${code === null ? 'Error' : `Error ${code}`}: ${message}`);
        },
      ),
    );
  });
});

describe('twilioErrorCode, for any value the provider sends', () => {
  it('is a positive whole number or nothing, and keeps a real code as it is', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.double(), fc.integer(), fc.stringMatching(/^-?\d{1,25}$/)),
        (value) => {
          const code = twilioErrorCode(value);
          if (code !== null) expect(Number.isSafeInteger(code) && code > 0).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (code) => {
        expect(twilioErrorCode(code)).toBe(code);
        expect(twilioErrorCode(String(code))).toBe(code);
      }),
    );
  });
});
