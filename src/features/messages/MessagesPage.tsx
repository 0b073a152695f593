import { useState } from 'react';
import { AppQueryClientProvider } from '../../lib/query/AppQueryClientProvider';
import { OpenedThreadsContext, type OpenedThreads } from './conversations/OpenedThreadsContext';
import { MessagesPageContent } from './page/MessagesPageContent';

/**
 * The Messages page (/phone-numbers) for a signed-in account: the banner, the number dropdown and, once a
 * number is chosen (it is kept in the address: useChosenNumber), its panel. The app loads it lazily as its
 * own chunk, under a heading it shows at once (src/app/MessagesRoute.tsx).
 */
export function MessagesPage() {
  // Which conversation each thread's history entry names: the page's memory, never the entry's (0023).
  const [openedThreads] = useState<OpenedThreads>(() => new Map());
  return (
    <AppQueryClientProvider>
      <OpenedThreadsContext.Provider value={openedThreads}>
        <MessagesPageContent />
      </OpenedThreadsContext.Provider>
    </AppQueryClientProvider>
  );
}
