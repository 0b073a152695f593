import type { ReactNode } from 'react';
import { AppQueryClientProvider } from '../../lib/query/AppQueryClientProvider';
import { MessagesPageContent } from './page/MessagesPageContent';

/**
 * The Messages page (/phone-numbers) for a signed-in account: the banner, the number dropdown and, once a
 * number is chosen (it is kept in the address: useChosenNumber), its panel. The app loads it lazily as its
 * own chunk, with a heading and purpose it shows at once (src/app/MessagesRoute.tsx) and hands over here.
 */
export function MessagesPage(props: { heading: ReactNode; intro: ReactNode }) {
  return (
    <AppQueryClientProvider>
      <MessagesPageContent {...props} />
    </AppQueryClientProvider>
  );
}

// The other page of the feature, in this chunk so that the parts both use are not split out of it.
export { SendToManyPage } from './SendToManyPage';
