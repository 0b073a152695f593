/**
 * The parts the benchmark's harness pages mount on their own, to measure a list of 20,000 messages, a
 * long thread or 2,000 conversations without the provider in the way. Lint allows the benchmark nothing
 * else of src/.
 */
import './features/messages/page/messages.css';

export { LoadingSpinner } from './components/LoadingSpinner';
export { MessageFilters } from './features/messages/filters/MessageFilters';
export { useMessageFilter } from './features/messages/filters/useMessageFilter';
export { MessageList } from './features/messages/list/MessageList';
export { threadOf } from './features/messages/conversations/conversationGroups';
export { ThreadMessages } from './features/messages/conversations/ThreadMessages';
export { ConversationsView } from './features/messages/conversations/ConversationsView';
export type { ConversationId } from './features/messages/conversations/conversationGroups';
export { createAppQueryClient } from './lib/query/createAppQueryClient';
export { CredentialsProvider } from './lib/session/CredentialsProvider';
export { writeStoredCredentials } from './lib/session/credentialsStorage';
