import { Suspense } from 'react';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { RequireAccount } from '../lib/session/RequireAccount';
import { lazyWithChunkTimeout } from './lazyWithChunkTimeout';

// Its own chunk, fetched when first visited: nobody who never opens it downloads it.
const TemplatesPage = lazyWithChunkTimeout(
  'templates',
  () => import('../features/templates/TemplatesPage'),
  (module) => module.TemplatesPage,
);

/** The /templates route: signed in only, its heading at once while the page's chunk downloads. */
export function TemplatesRoute() {
  return (
    <RequireAccount>
      <section aria-labelledby="templates-heading">
        <h1 id="templates-heading" className="page-heading">
          Templates
        </h1>
        <Suspense fallback={<LoadingSpinner label="Loading..." />}>
          <TemplatesPage />
        </Suspense>
      </section>
    </RequireAccount>
  );
}
