import { useDeferredValue, useMemo, useState } from 'react';
import type { Message } from '../../../lib/twilio/models';
import { filterMessages, isFiltering, NO_FILTER, statusesOf, type MessageFilter } from './messageFilter';

/**
 * The filter a list is shown through, and the messages it lets through. The list follows a deferred copy
 * of the filter: typing in the search box is never held up by re-rendering a long list.
 */
export function useMessageFilter(messages: readonly Message[]) {
  const [filter, setFilter] = useState<MessageFilter>(NO_FILTER);
  const applied = useDeferredValue(filter);
  const shown = useMemo(() => filterMessages(messages, applied), [messages, applied]);
  const statuses = useMemo(() => statusesOf(messages), [messages]);
  return { filter, setFilter, shown, statuses, filtering: isFiltering(applied) };
}
