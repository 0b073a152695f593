import { AppQueryClientProvider } from '../../lib/query/AppQueryClientProvider';
import { MessagesPageContent } from './page/MessagesPageContent';

/**
 * The Messages page (/phone-numbers) for a signed-in account: the banner, the number dropdown and, once a
 * number is chosen (it is kept in the address: useChosenNumber), its panel. The app loads it lazily as its
 * own chunk, under a heading it shows at once (src/app/MessagesRoute.tsx).
 */
export function MessagesPage() {
  return (
    <AppQueryClientProvider>
      <MessagesPageContent />
    </AppQueryClientProvider>
  );
}
