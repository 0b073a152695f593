import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_ACCOUNT } from '../../emulator/src/core/accounts';
import { DEMO_SMS_NUMBERS, DEMO_VOICE_ONLY_NUMBER } from '../../emulator/src/core/seed';
import { App } from '../app/App';
import { env } from '../config/env';
import { QueryClientSlotContext } from '../lib/query/queryClientSlot';
import { CredentialsProvider } from '../lib/session/CredentialsProvider';
import { writeStoredCredentials } from '../lib/session/credentialsStorage';
import { SharedRecipientProvider } from '../lib/session/SharedRecipientProvider';
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

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
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
}

/** The whole app, as a person opens it at `path` (a fresh query client each time: a new page load). */
export function renderApp({ path = '/', signedIn }: RenderOptions = {}): AppRenderResult {
  if (signedIn) writeStoredCredentials(demo.credentials(signedIn));
  window.history.replaceState(null, '', `${env.basePath}${path.replace(/^\//, '')}`);
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  return { ...render(<App queryClient={queryClient} />), user, queryClient };
}

/** One component with the app's providers around it, for tests below the page level. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', signedIn }: RenderOptions = {},
): AppRenderResult {
  if (signedIn) writeStoredCredentials(demo.credentials(signedIn));
  const queryClient = createTestQueryClient();
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
