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
 * The filter a list is shown through, and the messages it lets through. The list follows the filter in
 * the same render as the keystroke: it renders only what is near the screen, so a search of 20,000
 * messages is a scan of prepared strings and a screen of cards, and a deferred copy only added a render
 * and a frame before the results showed (docs/decisions/0022).
 */
export function useMessageFilter(messages: readonly Message[]) {
  const [filter, setFilter] = useState<MessageFilter>(NO_FILTER);
  const shown = useMemo(() => filterMessages(messages, filter), [messages, filter]);
  const statuses = useMemo(() => statusesOf(messages), [messages]);
  // Indexed while the browser is idle, so the first keystroke on a long list is as quick as the next.
  useEffect(() => prepareSearch(messages), [messages]);
  return { filter, setFilter, shown, statuses, filtering: isFiltering(filter) };
}
