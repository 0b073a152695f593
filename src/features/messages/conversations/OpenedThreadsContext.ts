import { createContext } from 'react';
import type { ConversationId } from './conversationGroups';

/** Threads opened on the page, by their history entry's id; held by the page, so it goes at sign-out. */
export type OpenedThreads = Map<string, ConversationId>;

export const OpenedThreadsContext = createContext<OpenedThreads | null>(null);
