import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { AppQueryClientProvider } from '../../lib/query/AppQueryClientProvider';

// Fetched from within the Messages page's chunk, which holds the composer, opt-outs and templates it
// shares: its own chunk is only what is its own, and the Messages page's first load is not split for it.
const SendToManyView = lazy(() =>
  import('./sendToMany/SendToManyView').then((module) => ({ default: module.SendToManyView })),
);

/**
 * The Send to many page (/send-to-many), with the query cache the Messages page shares. The app loads it
 * from the Messages page's chunk (src/app/lazyPages.ts).
 */
export function SendToManyPage() {
  return (
    <AppQueryClientProvider>
      <Suspense fallback={<LoadingSpinner label="Loading..." />}>
        <SendToManyView />
      </Suspense>
    </AppQueryClientProvider>
  );
}
