/** Spies on URL.createObjectURL / revokeObjectURL for each test of the file that calls this. */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

export interface ObjectUrlSpies {
  created: MockInstance<typeof URL.createObjectURL>;
  revoked: MockInstance<typeof URL.revokeObjectURL>;
}

/** Call at the top of a test file; the returned spies are fresh in every test and restored after it. */
export function spyOnObjectUrls(): ObjectUrlSpies {
  // Filled in by beforeEach, before any test reads it.
  const spies = {} as ObjectUrlSpies;
  beforeEach(() => {
    spies.created = vi.spyOn(URL, 'createObjectURL');
    spies.revoked = vi.spyOn(URL, 'revokeObjectURL');
  });
  afterEach(() => {
    spies.created.mockRestore();
    spies.revoked.mockRestore();
  });
  return spies;
}
