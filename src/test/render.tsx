import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_ACCOUNT } from '../../emulator/src/core/accounts';
import { DEMO_SMS_NUMBERS, DEMO_VOICE_ONLY_NUMBER } from '../../emulator/src/core/seed';
import { App } from '../app/App';
import { env } from '../config/env';
import { createAppQueryClient } from '../lib/query/createAppQueryClient';
import { QueryClientSlotContext } from '../lib/query/queryClientSlot';
import { CredentialsProvider } from '../lib/session/CredentialsProvider';
import { writeStoredCredentials } from '../lib/session/credentialsStorage';
import { SharedRecipientProvider } from '../features/messages/composer/SharedRecipientProvider';
import type { Credentials } from '../lib/twilio/credentials';

export type SignedIn = 'auth-token' | 'api-key';

export const demo = {
  account: DEMO_ACCOUNT,
  smsNumbers: DEMO_SMS_NUMBERS,
  voiceOnlyNumber: DEMO_VOICE_ONLY_NUMBER,
  credentials(type: SignedIn): Credentials {
    return type === 'auth-token'
      ? {
          type,
          accountSid: DEMO_ACCOUNT.accountSid,
          authToken: DEMO_ACCOUNT.authToken,
          apiKey: '',
          apiSecret: '',
        }
      : {
          type,
          accountSid: DEMO_ACCOUNT.accountSid,
          authToken: '',
          apiKey: DEMO_ACCOUNT.apiKeySid,
          apiSecret: DEMO_ACCOUNT.apiKeySecret,
        };
  },
};

/**
 * The app's query client as the app configures it, with retries off unless the test asks for them: a
 * failure reaches the page at once, and a test about retries says so (`retries: true`).
 */
export function createTestQueryClient({ retries = false }: { retries?: boolean } = {}): QueryClient {
  return createAppQueryClient({ retries });
}

export interface AppRenderResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

export interface RenderOptions {
  /** Route inside the app, e.g. '/phone-numbers'; the base path is prepended. */
  path?: string;
  /** Start already signed in with the demo account. */
  signedIn?: SignedIn;
  /** The app's own retry policy (no answer, 429 and 5xx retried twice); off unless a test is about it. */
  retries?: boolean;
  /** The history entry's state, as a reload keeps it (a new page starts with none). */
  historyState?: unknown;
}

/** The whole app, as a person opens it at `path` (a fresh query client each time: a new page load). */
export function renderApp({
  path = '/',
  signedIn,
  retries,
  historyState = null,
}: RenderOptions = {}): AppRenderResult {
  if (signedIn) writeStoredCredentials(demo.credentials(signedIn));
  window.history.replaceState(historyState, '', `${env.basePath}${path.replace(/^\//, '')}`);
  const queryClient = createTestQueryClient({ retries });
  const user = userEvent.setup();
  return { ...render(<App queryClient={queryClient} />), user, queryClient };
}

/** One component with the app's providers around it, for tests below the page level. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', signedIn, retries }: RenderOptions = {},
): AppRenderResult {
  if (signedIn) writeStoredCredentials(demo.credentials(signedIn));
  const queryClient = createTestQueryClient({ retries });
  const user = userEvent.setup();
  const result = render(
    <QueryClientSlotContext.Provider value={{ client: queryClient }}>
      <QueryClientProvider client={queryClient}>
        <CredentialsProvider>
          <SharedRecipientProvider>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </SharedRecipientProvider>
        </CredentialsProvider>
      </QueryClientProvider>
    </QueryClientSlotContext.Provider>,
  );
  return { ...result, user, queryClient };
}
