import { useContext, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createAppQueryClient } from './createAppQueryClient';
import { QueryClientSlotContext } from './queryClientSlot';

/** Fills the App's slot (queryClientSlot.ts) on first use, so the client and its cache outlive the page. */
export function AppQueryClientProvider({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  const [client] = useState(() => {
    if (!slot) return createAppQueryClient();
    slot.client ??= createAppQueryClient();
    return slot.client;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
