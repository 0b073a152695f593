import { Suspense } from 'react';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { RequireAccount } from '../lib/session/RequireAccount';
import { lazyWithChunkTimeout } from './lazyWithChunkTimeout';

// Its own chunk, fetched when first visited: nobody who never opens it downloads it.
const SendToManyPage = lazyWithChunkTimeout(
  'send-to-many',
  () => import('../features/messages/sendToMany/SendToManyPage'),
  (module) => module.SendToManyPage,
);

/** The /send-to-many route: signed in only, its heading at once while the page's chunk downloads. */
export function SendToManyRoute() {
  return (
    <RequireAccount>
      <section aria-labelledby="send-to-many-heading">
        <h1 id="send-to-many-heading" className="page-heading">
          Send to many
        </h1>
        <Suspense fallback={<LoadingSpinner label="Loading..." />}>
          <SendToManyPage />
        </Suspense>
      </section>
    </RequireAccount>
  );
}
