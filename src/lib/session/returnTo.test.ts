import { describe, expect, it } from 'vitest';
import { keptReturnTo, returnToOf } from './returnTo';

describe('returnToOf', () => {
  it('takes the Messages page with its query', () => {
    expect(returnToOf({ returnTo: '/phone-numbers?number=%2B14155550123' })).toBe(
      '/phone-numbers?number=%2B14155550123',
    );
    expect(returnToOf({ returnTo: '/phone-numbers' })).toBe('/phone-numbers');
  });

  it('never takes another origin, another path or anything that is not an app path', () => {
    for (const returnTo of [
      '//evil.example/phone-numbers',
      '/\\evil.example/phone-numbers',
      'https://evil.example/phone-numbers',
      'javascript:alert(1)',
      '/authentication',
      '/phone-numbers/../authentication',
      '/other-app/phone-numbers',
      'phone-numbers',
    ])
      expect(returnToOf({ returnTo }), returnTo).toBeNull();
    expect(returnToOf(null)).toBeNull();
    expect(returnToOf({ returnTo: 42 })).toBeNull();
    expect(keptReturnTo({ returnTo: '//evil.example/phone-numbers' })).toBeUndefined();
  });
});
