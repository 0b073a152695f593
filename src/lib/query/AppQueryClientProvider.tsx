import { useContext, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createAppQueryClient } from './createAppQueryClient';
import { QueryClientSlotContext } from './queryClientSlot';

/**
 * The app's one QueryClient for the screens that read server state. The first of them (the lazily loaded
 * Messages page) fills the App's empty slot, so the client — and its cache — outlives the page; a client
 * already in the slot (a test's) is used as it is.
 */
export function AppQueryClientProvider({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  const [client] = useState(() => {
    if (!slot) return createAppQueryClient();
    slot.client ??= createAppQueryClient();
    return slot.client;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
