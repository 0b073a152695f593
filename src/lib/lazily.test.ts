import { describe, expect, it, vi } from 'vitest';
import { lazily } from './lazily';

describe('lazily', () => {
  it('makes nothing until first asked, then makes the value once and keeps it', () => {
    const create = vi.fn(() => ({ made: true }));
    const get = lazily(create);
    expect(create).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is null, rather than making it again', () => {
    const create = vi.fn(() => null);
    const get = lazily(create);
    expect(get()).toBeNull();
    expect(get()).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
