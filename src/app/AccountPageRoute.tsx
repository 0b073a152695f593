import { Suspense, type ReactNode } from 'react';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { RequireAccount } from '../lib/session/RequireAccount';

export interface AccountPageRouteProps {
  /** The page's h1, shown at once while its chunk downloads. */
  title: string;
  headingId: string;
  /** The page, loaded lazily (lazyPages.ts). */
  children: ReactNode;
}

/** A signed-in page beside the Messages page (Contacts, Templates, Send to many): its heading, then it. */
export function AccountPageRoute({ title, headingId, children }: AccountPageRouteProps) {
  return (
    <RequireAccount>
      <section aria-labelledby={headingId}>
        <h1 id={headingId} className="page-heading">
          {title}
        </h1>
        <Suspense fallback={<LoadingSpinner label="Loading..." />}>{children}</Suspense>
      </section>
    </RequireAccount>
  );
}
