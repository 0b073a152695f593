import { describe, expect, it } from 'vitest';
import { INBOUND_LIMITS, LARGE_SEED_LIMITS, validateInbound, validateSeed } from './validation';

describe('validateSeed: the large seed', () => {
  it('accepts sizes up to its bounds, whole numbers taken down', () => {
    expect(validateSeed({ kind: 'large', numbers: 10_000, messages: 100_000 })).toEqual({
      kind: 'large',
      numbers: 10_000,
      smsNumbers: 10_000,
      messages: 100_000,
    });
    expect(LARGE_SEED_LIMITS).toEqual({ numbers: 10_000, messages: 100_000 });
    expect(validateSeed({ kind: 'large', numbers: 2.7, smsNumbers: 1.2, messages: 3.9 })).toEqual({
      kind: 'large',
      numbers: 2,
      smsNumbers: 1,
      messages: 3,
    });
  });

  it('refuses sizes beyond its bounds at once, naming the field and the bound, before building anything', () => {
    const started = performance.now();
    expect(() => validateSeed({ kind: 'large', numbers: 1e12 })).toThrow(
      'numbers must be a number from 0 to 10000',
    );
    expect(() => validateSeed({ kind: 'large', numbers: 10, smsNumbers: 10_001 })).toThrow(
      'smsNumbers must be a number from 0 to 10000',
    );
    expect(() => validateSeed({ kind: 'large', messages: 1e15 })).toThrow(
      'messages must be a number from 0 to 100000',
    );
    expect(() => validateSeed({ kind: 'large', messages: -1 })).toThrow(
      'messages must be a number from 0 to 100000',
    );
    expect(() => validateSeed({ kind: 'large', numbers: '5' })).toThrow(
      'numbers must be a number from 0 to 10000',
    );
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('validateInbound', () => {
  const from = '+14155559999';
  const to = '+14155550100';

  it('takes from, to, an optional body and optional media URLs', () => {
    expect(validateInbound({ from, to })).toEqual({ from, to });
    expect(validateInbound({ from, to, body: 'Hi', mediaUrls: ['https://x.example/a.png'] })).toEqual({
      from,
      to,
      body: 'Hi',
      mediaUrls: ['https://x.example/a.png'],
    });
  });

  it.each([
    [[], 'the request body must be an object'],
    [null, 'the request body must be an object'],
    ['Hi', 'the request body must be an object'],
    [{ to }, 'from must be text'],
    [{ from: 14155559999, to }, 'from must be text'],
    [{ from, to: ['+14155550100'] }, 'to must be text'],
    [{ from, to, body: 5 }, 'body must be text'],
    [{ from, to, body: 'x'.repeat(INBOUND_LIMITS.body + 1) }, 'body must be at most 10000 characters'],
    [{ from, to, mediaUrls: 'https://x.example/a.png' }, 'mediaUrls must be a list'],
    [{ from, to, mediaUrls: [{ url: 'https://x.example/a.png' }] }, 'mediaUrls[0] must be text'],
    [
      { from, to, mediaUrls: Array.from({ length: 11 }, () => 'https://x/y') },
      'mediaUrls must hold at most 10 items',
    ],
  ])('refuses %j: %s', (input, problem) => {
    expect(() => validateInbound(input)).toThrow(problem);
  });
});
