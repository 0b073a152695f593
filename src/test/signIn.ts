/** Shared by the sign-in tests: where a successful sign-in lands. */
import { screen } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import { env } from '../config/env';
import { READY_PLACEHOLDER } from './messagesPage';

/**
 * Compiles the lazily loaded messages route once per test file, before the tests' clocks start: the first
 * transform of that chunk (react-select included) can take seconds on a busy machine.
 */
export function warmUpMessagesChunk(): void {
  beforeAll(async () => {
    await import('../features/messages/MessagesPage');
  }, 60_000);
}

/** The person is on /phone-numbers and the Messages page has loaded their numbers. */
export async function expectMessagesPageLoaded(): Promise<void> {
  expect(await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 4000 })).toBeInTheDocument();
  expect(window.location.pathname).toBe(`${env.basePath}phone-numbers`);
}
