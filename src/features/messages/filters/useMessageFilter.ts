import { useDeferredValue, useEffect, useMemo, useState } from 'react';
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
 * The filter a list is shown through, and what it lets through. The fields show a keystroke at once; the
 * results follow in a render React can interrupt, so typing never waits for the cards (decision 0051).
 */
export function useMessageFilter(messages: readonly Message[]) {
  const [filter, setFilter] = useState<MessageFilter>(NO_FILTER);
  const appliedFilter = useDeferredValue(filter);
  const shown = useMemo(() => filterMessages(messages, appliedFilter), [messages, appliedFilter]);
  const statuses = useMemo(() => statusesOf(messages), [messages]);
  // Indexed while the browser is idle, so the first keystroke on a long list is as quick as the next.
  useEffect(() => prepareSearch(messages), [messages]);
  return { filter, setFilter, shown, statuses, filtering: isFiltering(appliedFilter) };
}
