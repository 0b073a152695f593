/**
 * The open thread lives in the browser's history, as a state-only entry over the same address: the
 * browser's Back (a phone's back gesture) closes the thread instead of leaving the number, Forward opens
 * it again, and a reload keeps it open. Nothing goes into the address: a party's number is read from the
 * account, and the address holds the chosen number only (useChosenNumber).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConversationId } from './conversationGroups';

interface OpenConversationState {
  openConversation: ConversationId;
}

/** The thread an entry's state names, or null. History state outlives a deploy: its shape is checked. */
export function openConversationIn(state: unknown): ConversationId | null {
  if (typeof state !== 'object' || state === null || !('openConversation' in state)) return null;
  const open: unknown = state.openConversation;
  if (typeof open !== 'object' || open === null) return null;
  if (!('accountNumber' in open) || !('party' in open)) return null;
  const { accountNumber, party } = open;
  return typeof accountNumber === 'string' && typeof party === 'string' ? { accountNumber, party } : null;
}

/**
 * `[open, change, forget]`. `change(id)` pushes the thread's entry; `change(null)` goes back to the entry
 * it was opened from (the page's own Back is the browser's, so a later Back does not open it again);
 * `forget()` drops a thread the page cannot show, in place, so Back is not spent on it.
 */
export function useOpenConversation(): [
  open: ConversationId | null,
  change: (open: ConversationId | null) => void,
  forget: () => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  // One object per entry: what is built from the open thread is not built again on every render.
  const open = useMemo(() => openConversationIn(location.state), [location.state]);
  const { pathname, search, hash, key } = location;
  const opened = open !== null;
  // The entry a Back has already left, until the router shows the one before: a double press is one Back.
  const leaving = useRef<string | null>(null);
  useEffect(() => {
    leaving.current = null;
  }, [key]);

  const change = useCallback(
    (next: ConversationId | null) => {
      // React Router commits both in a transition: the press that asked is not held up by the render.
      if (next === null) {
        // Only this hook pushes such an entry, always over the list's own: one step back is the list.
        if (!opened || leaving.current === key) return;
        leaving.current = key;
        void navigate(-1);
        return;
      }
      const state: OpenConversationState = {
        openConversation: { accountNumber: next.accountNumber, party: next.party },
      };
      void navigate({ pathname, search, hash }, { state });
    },
    [navigate, opened, pathname, search, hash, key],
  );

  const forget = useCallback(() => {
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [navigate, pathname, search, hash]);

  return [open, change, forget];
}
