import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { env } from '../config/env';
import { routerBasename } from '../config/routes';
import { QueryClientSlotContext, type QueryClientSlot } from '../lib/query/queryClientSlot';
import { CredentialsProvider } from '../lib/session/CredentialsProvider';
import { AppLayout } from './AppLayout';
import { RenderErrorBoundary } from './RenderErrorBoundary';

export interface AppProps {
  /** Tests pass their own (retries off); otherwise the Messages page makes one for the app's lifetime. */
  queryClient?: QueryClient;
}

export function App({ queryClient }: AppProps) {
  const [slot] = useState<QueryClientSlot>(() => ({ client: queryClient ?? null }));
  // Outermost, so nothing that throws while rendering (the header, the layout, a provider) leaves a blank
  // page; a failing screen is caught closer, in AppLayout, and keeps the header.
  return (
    <RenderErrorBoundary>
      <QueryClientSlotContext.Provider value={slot}>
        <CredentialsProvider>
          <BrowserRouter basename={routerBasename(env.basePath)}>
            <AppLayout />
          </BrowserRouter>
        </CredentialsProvider>
      </QueryClientSlotContext.Provider>
    </RenderErrorBoundary>
  );
}
