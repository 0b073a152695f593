/** Where the conversations' keys move the focus: the rows, the reply box, the Composer tab. */
import type { RefObject } from 'react';

/** Focuses the row of `key` if the list has drawn it, else the list itself. */
export function focusRow(list: HTMLElement | null, key: string, options?: FocusOptions): void {
  const rows = list?.querySelectorAll<HTMLButtonElement>('button[data-conversation]') ?? [];
  ([...rows].find((row) => row.dataset.conversation === key) ?? list)?.focus(options);
}

/**
 * Moves the focus `by` rows from the focused one, else from the open conversation's row beside the thread
 * (`openKey`), else to the first row on screen.
 */
export function stepRow(listRef: RefObject<HTMLElement | null>, by: 1 | -1, openKey: string | null): void {
  const list = listRef.current;
  if (list === null) return;
  const openRow =
    openKey === null
      ? null
      : ([...list.querySelectorAll<HTMLElement>('button[data-conversation]')]
          .find((button) => button.dataset.conversation === openKey)
          ?.closest<HTMLElement>('li[data-index]') ?? null);
  const focused = document.activeElement?.closest<HTMLElement>('li[data-index]') ?? openRow;
  const target =
    focused && list.contains(focused)
      ? list.querySelector<HTMLElement>(`li[data-index="${Number(focused.dataset.index) + by}"]`)
      : [...list.querySelectorAll<HTMLElement>('li[data-index]')]
          .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
          .find((row) => row.getBoundingClientRect().bottom >= 0);
  target?.querySelector<HTMLButtonElement>('button[data-conversation]')?.focus();
}

/** Puts the focus in the open thread's reply box. */
export function focusReply(viewRef: RefObject<HTMLElement | null>): void {
  viewRef.current?.querySelector<HTMLTextAreaElement>('.conversation-thread textarea')?.focus();
}

/** The number's Composer tab, beside Messages; All numbers has none. */
export function composerTab(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (tab) => tab.textContent === 'Composer',
  );
}
