/** Shared by the sign-in tests: where a successful sign-in lands. */
import { screen } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import { env } from '../../config/env';

const READY_PLACEHOLDER = 'Select (or type) a phone number...';

/**
 * Compiles the lazily loaded messages route once per test file, before the tests' clocks start: the first
 * transform of that chunk (react-select included) can take seconds on a busy machine.
 */
export function warmUpMessagesChunk(): void {
  // A journey through sign-in onto the Messages page types, waits for two provider answers and renders
  // the number list: allow for a machine busy running every test file at once.
  vi.setConfig({ testTimeout: 15_000 });
  beforeAll(async () => {
    await import('../messages/MessagesPage');
  }, 60_000);
}

/** The person is on /phone-numbers and the Messages page has loaded their numbers. */
export async function expectMessagesPageLoaded(): Promise<void> {
  expect(await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 4000 })).toBeInTheDocument();
  expect(window.location.pathname).toBe(`${env.basePath}phone-numbers`);
}
