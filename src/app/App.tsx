import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { env } from '../config/env';
import { CredentialsProvider } from '../lib/session/CredentialsProvider';
import { SharedRecipientProvider } from '../lib/session/SharedRecipientProvider';
import { AppLayout } from './AppLayout';
import { createQueryClient } from './createQueryClient';
import { routerBasename } from './routePaths';

export interface AppProps {
  /** Tests pass their own (retries off); the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

export function App({ queryClient }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CredentialsProvider>
        <SharedRecipientProvider>
          <BrowserRouter basename={routerBasename(env.basePath)}>
            <AppLayout />
          </BrowserRouter>
        </SharedRecipientProvider>
      </CredentialsProvider>
    </QueryClientProvider>
  );
}
