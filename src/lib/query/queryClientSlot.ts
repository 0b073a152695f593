/**
 * Where the app's one QueryClient lives without loading TanStack Query on the sign-in path: the App
 * provides an empty slot and the lazily loaded Messages page fills it. Tests put their own client in.
 */
import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export interface QueryClientSlot {
  client: QueryClient | null;
}

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);
