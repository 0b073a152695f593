import { useContext, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { QueryClientSlotContext } from '../../../lib/query/queryClientSlot';
import { createMessagesQueryClient } from './createMessagesQueryClient';

/** Server state for the Messages page, kept in the App's query-client slot so it outlives the page. */
export function MessagesQueryProvider({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  const [client] = useState(() => {
    if (!slot) return createMessagesQueryClient();
    slot.client ??= createMessagesQueryClient();
    return slot.client;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
