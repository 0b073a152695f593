import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Contacts } from '../../../lib/contacts/contacts';
import { foldForSearch } from '../../../lib/text/foldForSearch';
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
 * The filter a list is shown through, and what it lets through (a search matches the names of `contacts`
 * too). The fields show a keystroke at once; the
 * results follow in a render React can interrupt, so typing never waits for the cards (decision 0051).
 */
export function useMessageFilter(messages: readonly Message[], contacts: Contacts) {
  const [filter, setFilter] = useState<MessageFilter>(NO_FILTER);
  const appliedFilter = useDeferredValue(filter);
  const names = useMemo(
    () => new Map(Object.entries(contacts).map(([number, { name }]) => [number, foldForSearch(name)])),
    [contacts],
  );
  const shown = useMemo(
    () => filterMessages(messages, appliedFilter, names),
    [messages, appliedFilter, names],
  );
  const statuses = useMemo(() => statusesOf(messages), [messages]);
  // Indexed while the browser is idle, so the first keystroke on a long list is as quick as the next.
  useEffect(() => prepareSearch(messages), [messages]);
  return { filter, setFilter, shown, statuses, filtering: isFiltering(appliedFilter) };
}
