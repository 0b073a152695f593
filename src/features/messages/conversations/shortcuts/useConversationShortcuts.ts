/**
 * The conversations' keyboard shortcuts (shortcutList.ts), for people who live in them. Keys typed into a
 * field are the field's; nothing fires under a dialog, with a modifier held, or while the view is hidden
 * (another tab of the page); single-character keys only while the person has them on.
 */
import { useEffect, useRef, type RefObject } from 'react';

export interface ConversationShortcutActions {
  /** Moves the focus to the next (1) or previous (-1) row of the list. */
  step: (by: 1 | -1) => void;
  back: () => void;
  search: () => void;
  compose: () => void;
  reply: () => void;
  archive: () => void;
  pin: () => void;
  /** Unread, or read for a row that is unread. */
  markUnread: () => void;
  showShortcuts: () => void;
}

/** Input types a key is not typed into: a shortcut may act over them. */
const NOT_TYPED_INTO = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return target instanceof HTMLInputElement && !NOT_TYPED_INTO.has(target.type);
}

/** A modal dialog is open (Export, a picture, these shortcuts): its keys are its own. */
function underDialog(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

export function useConversationShortcuts(
  view: RefObject<HTMLElement | null>,
  { threadOpen, listShown, singleKeys }: { threadOpen: boolean; listShown: boolean; singleKeys: boolean },
  actions: ConversationShortcutActions,
): void {
  // The latest actions, read by one listener that is not replaced on every render.
  const latest = useRef({ actions, threadOpen, listShown, singleKeys });
  useEffect(() => {
    latest.current = { actions, threadOpen, listShown, singleKeys };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
        return;
      const root = view.current;
      // Hidden: another tab of the page (Composer) is shown in the view's place.
      if (root === null || root.closest('[hidden]') !== null || isTyping(event.target) || underDialog())
        return;
      const { actions: act, threadOpen: inThread, listShown: list, singleKeys: singles } = latest.current;
      const inRows = event.target instanceof Element && event.target.closest('[data-conversation]') !== null;
      const run = (action: () => void) => {
        event.preventDefault();
        action();
      };
      switch (event.key) {
        case 'Escape':
          if (inThread) run(act.back);
          return;
        case 'ArrowDown':
          if (list && inRows) run(() => act.step(1));
          return;
        case 'ArrowUp':
          if (list && inRows) run(() => act.step(-1));
          return;
      }
      if (!singles) return;
      switch (event.key) {
        case 'j':
          if (list) run(() => act.step(1));
          return;
        case 'k':
          if (list) run(() => act.step(-1));
          return;
        case '/':
          if (list) run(act.search);
          return;
        case 'c':
          return run(act.compose);
        case 'r':
          if (inThread) run(act.reply);
          return;
        case 'e':
          return run(act.archive);
        case 'p':
          return run(act.pin);
        case 'u':
          return run(act.markUnread);
        case '?':
          return run(act.showShortcuts);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [view]);
}
