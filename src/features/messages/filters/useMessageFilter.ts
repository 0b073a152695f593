import { useEffect, useMemo, useState } from 'react';
import type { Message } from '../../../lib/twilio/models';
import {
  filterMessages,
  isFiltering,
  NO_FILTER,
  prepareSearch,
  statusesOf,
  type MessageFilter,
} from './messageFilter';

/**
 * The filter a list is shown through, and what it lets through, in the keystroke's own render: the list
 * renders only what is near the screen, so no deferred copy is needed (docs/decisions/0022).
 */
export function useMessageFilter(messages: readonly Message[]) {
  const [filter, setFilter] = useState<MessageFilter>(NO_FILTER);
  const shown = useMemo(() => filterMessages(messages, filter), [messages, filter]);
  const statuses = useMemo(() => statusesOf(messages), [messages]);
  // Indexed while the browser is idle, so the first keystroke on a long list is as quick as the next.
  useEffect(() => prepareSearch(messages), [messages]);
  return { filter, setFilter, shown, statuses, filtering: isFiltering(filter) };
}
