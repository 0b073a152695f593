import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { env } from '../config/env';
import { takeAllowedConsoleErrors, watchConsoleErrors, type ConsoleErrorWatch } from './consoleErrors';
import { answerFromTestEmulator, recordProviderRequest, resetTestEmulator } from './emulator';
import { installPageScrolling, resetPageScroll } from './pageScroll';
import { installFastLabels } from './fastLabels';
import { fetchCalculator } from '../features/messages/composer/useSegmentInfo';

// Every request to the provider (its REST API and its Messaging API) is answered by this test's emulator;
// anything else is an error.
const server = setupServer(
  ...[env.apiBaseUrl, env.messagingApiBaseUrl].map((baseUrl) =>
    http.all(`${baseUrl}/*`, ({ request }) => {
      recordProviderRequest(request);
      return answerFromTestEmulator(request);
    }),
  ),
);

// jsdom has no object URLs; media blobs fetched with credentials are shown through them.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:${window.location.origin}/test-object-${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

installPageScrolling();
installFastLabels();

// findBy… and waitFor wait as long as it takes, up to this: Testing Library's 1 s was too short for a provider
// answer and a render while both cores run other test files (a failure seen once in a full run). A passing
// check still ends the moment it holds.
configure({ asyncUtilTimeout: 5000 });

let consoleErrors: ConsoleErrorWatch;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Fetched on the first text typed in the app; here before any test, so every count shows at once.
beforeAll(async () => {
  await fetchCalculator();
});
afterAll(() => server.close());

beforeEach(() => {
  resetTestEmulator();
  consoleErrors = watchConsoleErrors(console);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.sessionStorage.clear();
  // Preferences and read markers are per browser: each test starts as a first visit.
  window.localStorage.clear();
  resetPageScroll();
  consoleErrors.finish(takeAllowedConsoleErrors());
});
