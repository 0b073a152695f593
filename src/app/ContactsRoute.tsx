import { Suspense } from 'react';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { RequireAccount } from '../lib/session/RequireAccount';
import { lazyWithChunkTimeout } from './lazyWithChunkTimeout';

// Its own chunk, fetched when first visited: nobody who never opens it downloads it.
const ContactsPage = lazyWithChunkTimeout(
  'contacts',
  () => import('../features/contacts/ContactsPage'),
  (module) => module.ContactsPage,
);

/** The /contacts route: signed in only, its heading at once while the page's chunk downloads. */
export function ContactsRoute() {
  return (
    <RequireAccount>
      <section aria-labelledby="contacts-heading">
        <h1 id="contacts-heading" className="page-heading">
          Contacts
        </h1>
        <Suspense fallback={<LoadingSpinner label="Loading..." />}>
          <ContactsPage />
        </Suspense>
      </section>
    </RequireAccount>
  );
}
