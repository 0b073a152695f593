/**
 * Where the app's one QueryClient lives, without loading TanStack Query on the sign-in path: the App
 * provides an empty slot, and the first screen that reads server state (the Messages page, a lazy chunk)
 * fills it. The client then lives as long as the App does. Tests put a fresh client of their own in.
 */
import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export interface QueryClientSlot {
  client: QueryClient | null;
}

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);
