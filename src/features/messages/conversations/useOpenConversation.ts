/**
 * The open thread is a state-only history entry over the same address, so Back closes it. The state holds
 * only an id, and the page keeps which conversation it names in memory (OpenedThreadsContext): history
 * state is written to disk and outlives a sign-out, and a party's number must not. A reload shows the list.
 */
import { useCallback, useContext, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConversationId } from './conversationGroups';
import { OpenedThreadsContext, type OpenedThreads } from './OpenedThreadsContext';

/** Unique across reloads too: an entry from before one must not name a thread opened after it. */
function newThreadId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The thread an entry's state names among `opened`, or null (one opened before a reload, say). */
export function openConversationIn(state: unknown, opened: OpenedThreads): ConversationId | null {
  if (typeof state !== 'object' || state === null || !('openThread' in state)) return null;
  const id: unknown = state.openThread;
  return typeof id === 'string' ? (opened.get(id) ?? null) : null;
}

/**
 * The browser's current entry's state: the page shows an entry only once its transition has rendered, so
 * a press in between must ask the browser. React Router keeps `navigate`'s state under `usr`.
 */
function stateOfCurrentEntry(): unknown {
  const entry: unknown = window.history.state;
  return typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
}

/**
 * `[open, change, forget]`. `change(id)` pushes the thread's entry; `change(null)` goes back to the entry
 * it was opened from (the page's own Back is the browser's, so a later Back does not open it again);
 * `forget()` drops, in place, a thread the page cannot show, so Back is not spent on it.
 */
export function useOpenConversation(): [
  open: ConversationId | null,
  change: (open: ConversationId | null) => void,
  forget: () => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const openedThreads = useContext(OpenedThreadsContext);
  if (openedThreads === null) throw new Error('useOpenConversation is used on the Messages page only');
  // The map's own object, so the same entry gives the same `open` on every render.
  const open = openConversationIn(location.state, openedThreads);
  const { pathname, search, hash, key } = location;
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
      const current = openConversationIn(stateOfCurrentEntry(), openedThreads);
      if (next === null) {
        // Only this hook pushes a thread's entry, always over the list's own: one step back is the list.
        if (current === null || leaving.current === key) return;
        leaving.current = key;
        void navigate(-1);
        return;
      }
      if (current !== null) return;
      const id = newThreadId();
      openedThreads.set(id, { accountNumber: next.accountNumber, party: next.party });
      // React Router renders the entry in a transition: the press that asked is not held up by it.
      void navigate({ pathname, search, hash }, { state: { openThread: id } });
    },
    [navigate, openedThreads, pathname, search, hash, key],
  );

  const forget = useCallback(() => {
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [navigate, pathname, search, hash]);

  return [open, change, forget];
}
