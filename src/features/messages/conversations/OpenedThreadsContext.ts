import { createContext } from 'react';
import type { ConversationId } from './conversationGroups';

/**
 * The threads opened on the Messages page, by the id their history entry holds (useOpenConversation).
 * Held by the page, not the module: it goes with the page at sign-out, and with a reload.
 */
export type OpenedThreads = Map<string, ConversationId>;

export const OpenedThreadsContext = createContext<OpenedThreads | null>(null);
