/**
 * The open conversation is in the address beside the chosen number (?number=%2B1415…&with=%2B33…; on All
 * numbers also &on=, the account's number it is on), so a reload, Back and Forward, and a shared link open
 * the same thread (decision 0055). Opening one pushes an entry, so the browser's Back closes it.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ALL_NUMBERS, NUMBER_PARAM, ON_PARAM, WITH_PARAM, readNumberParam } from '../numbers/useChosenNumber';
import { conversationKey, type ConversationId } from './conversationGroups';

/** The state of an entry this page pushed to open a thread: one step back is the list it came from. */
const OPENED_HERE = { openedFromList: true };

/** The conversation `search` names, or null: the party, and the number it is on. */
export function conversationInAddress(search: string): ConversationId | null {
  const params = new URLSearchParams(search);
  const party = readNumberParam(params, WITH_PARAM);
  const chosen = readNumberParam(params, NUMBER_PARAM);
  const accountNumber = chosen === ALL_NUMBERS ? readNumberParam(params, ON_PARAM) : chosen;
  return party === '' || accountNumber === '' ? null : { accountNumber, party };
}

/** `search` naming `open` (or no conversation), the rest of it as it was. */
function withConversation(search: string, open: ConversationId | null): string {
  const params = new URLSearchParams(search);
  params.delete(WITH_PARAM);
  params.delete(ON_PARAM);
  if (open !== null) {
    params.set(WITH_PARAM, open.party);
    if (readNumberParam(params, NUMBER_PARAM) === ALL_NUMBERS) params.set(ON_PARAM, open.accountNumber);
  }
  const written = params.toString();
  return written === '' ? '' : `?${written}`;
}

function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromList' in state;
}

/**
 * The browser's current entry, which the page shows only once its transition has rendered: a press in
 * between must ask the browser. React Router keeps `navigate`'s state under `usr`.
 */
function currentEntry(): { search: string; state: unknown } {
  const entry: unknown = window.history.state;
  const state = typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
  return { search: window.location.search, state };
}

/**
 * `[open, change, forget]`. `change(id)` pushes the thread's entry; `change(null)` closes it: one step
 * back when this page opened it from the list (so a later Back does not open it again), else (a link, a
 * reload) the entry replaced by the list's. `forget()` drops, in place, a thread the page cannot show.
 */
export function useOpenConversation(): [
  open: ConversationId | null,
  change: (open: ConversationId | null) => void,
  forget: () => void,
] {
  const { pathname, search, hash, key } = useLocation();
  const navigate = useNavigate();
  const inAddress = conversationInAddress(search);
  // The same object while the address names the same conversation.
  const accountNumber = inAddress?.accountNumber;
  const party = inAddress?.party;
  const open = useMemo(
    () => (accountNumber === undefined || party === undefined ? null : { accountNumber, party }),
    [accountNumber, party],
  );
  // Set by a Back this page asked for, until the entry it left is no longer the one shown: history.back()
  // is itself asynchronous, so a second press would otherwise go back a second step.
  const leaving = useRef<string | null>(null);
  useEffect(() => {
    leaving.current = null;
  }, [key]);

  const change = useCallback(
    (next: ConversationId | null) => {
      // Asked of the browser, not of what is shown: a press before the page has caught up must not take a
      // second step.
      const entry = currentEntry();
      const current = conversationInAddress(entry.search);
      if (next === null) {
        if (current === null || leaving.current === key) return;
        leaving.current = key;
        if (openedHere(entry.state)) void navigate(-1);
        else
          void navigate({ pathname, search: withConversation(entry.search, null), hash }, { replace: true });
        return;
      }
      if (current !== null) {
        if (conversationKey(current) === conversationKey(next)) return;
        // Another opened beside the list (two panes) takes the open one's place, Back still closing it.
        void navigate(
          { pathname, search: withConversation(entry.search, next), hash },
          { replace: true, state: entry.state },
        );
        return;
      }
      // React Router renders the entry in a transition: the press that asked is not held up by it.
      void navigate({ pathname, search: withConversation(entry.search, next), hash }, { state: OPENED_HERE });
    },
    [navigate, pathname, hash, key],
  );

  const forget = useCallback(() => {
    void navigate({ pathname, search: withConversation(search, null), hash }, { replace: true });
  }, [navigate, pathname, search, hash]);

  return [open, change, forget];
}
