import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { env } from '../config/env';
import {
  answerFromTestEmulator,
  recordProviderRequest,
  resetTestEmulator,
  takeAllowedConsoleErrors,
} from './emulator';

// Every request to the provider is answered by this test's emulator; anything else is an error.
const server = setupServer(
  http.all(`${env.apiBaseUrl}/*`, ({ request }) => {
    recordProviderRequest(request);
    return answerFromTestEmulator(request);
  }),
);

// jsdom has no object URLs; media blobs fetched with credentials are shown through them.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:${window.location.origin}/test-object-${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

let consoleErrorSpy: MockInstance<typeof console.error>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  resetTestEmulator();
  consoleErrorSpy = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.sessionStorage.clear();
  const allowed = takeAllowedConsoleErrors();
  const unexpected = consoleErrorSpy.mock.calls
    .map((args) =>
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
    )
    .filter((text) => !allowed.some((pattern) => pattern.test(text)));
  consoleErrorSpy.mockRestore();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${unexpected.join('\n---\n')}`);
  }
});
