import { useEffect, useRef, type RefObject } from 'react';
import { useAnnounce } from '../../../../components/useAnnounce';
import type { Conversation } from '../conversationGroups';
import { focusRow } from '../shortcuts/focusTargets';
import type { TriageFolder } from './triageFolders';
import { isArchived, type TriageMark, type TriageMarks } from './triageMarks';

export interface TriageActionsOptions {
  marks: TriageMarks;
  changeMark: (key: string, change: TriageMark) => void;
  folder: TriageFolder;
  /** The rows the folder shows, in order: a row that leaves hands the focus to a neighbour. */
  shownRows: readonly Conversation[];
  /** Every conversation, for the time of its newest message. */
  grouped: readonly Conversation[];
  openKey: string | null;
  /** The open thread's newest message's time. */
  threadNewest: number | null;
  listRef: RefObject<HTMLElement | null>;
  onOpenChange: (open: null) => void;
  /** A conversation marked read without opening it: read up to its newest message, as if opened. */
  onRead?: (key: string, newestTime: number) => void;
}

/**
 * Pin, archive and mark unread (or read), for the open conversation or a row by its key: each said aloud,
 * a thread archived or marked unread closed, and the focus given to the neighbour of a row that leaves the
 * folder.
 */
export function useTriageActions({
  marks,
  changeMark,
  folder,
  shownRows,
  grouped,
  openKey,
  threadNewest,
  listRef,
  onOpenChange,
  onRead,
}: TriageActionsOptions) {
  const announce = useAnnounce();
  // A row a key or a choice took out of the list: the focus goes to its neighbour once the list has redrawn.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    focusNext.current = null;
    focusRow(listRef.current, key);
  });
  const newestOf = (key: string): number | null =>
    key === openKey
      ? threadNewest
      : (grouped.find((each) => each.key === key)?.messages[0]?.dateCreatedMs ?? null);
  /** Whether the row of `key` leaves the folder shown: if so, its neighbour is to take the focus. */
  const leaving = (key: string) => {
    if (key === openKey) return;
    const index = shownRows.findIndex((each) => each.key === key);
    const neighbour = shownRows[index + 1] ?? shownRows[index - 1];
    if (neighbour !== undefined) focusNext.current = neighbour.key;
  };
  const togglePin = (key: string) => {
    const mark = marks[key];
    if (isArchived(mark, newestOf(key))) return;
    const pinned = mark?.pinned !== true;
    if (!pinned && folder === 'pinned') leaving(key);
    changeMark(key, { pinned: pinned || undefined });
    announce(pinned ? 'Pinned.' : 'Unpinned.');
  };
  const toggleArchive = (key: string) => {
    const archive = !isArchived(marks[key], newestOf(key));
    leaving(key);
    changeMark(
      key,
      archive ? { archivedUpTo: newestOf(key) ?? 0, pinned: undefined } : { archivedUpTo: undefined },
    );
    announce(archive ? 'Archived.' : 'Moved to the inbox.');
    if (archive && key === openKey) onOpenChange(null);
  };
  const markUnread = (key: string) => {
    changeMark(key, { unread: true });
    announce('Marked as unread.');
    if (key === openKey) onOpenChange(null);
  };
  /** A row left unread, or with unread messages, becomes read without opening; any other, unread. */
  const toggleUnread = (key: string) => {
    const unreadMessages = grouped.find((each) => each.key === key)?.unread ?? 0;
    if (key === openKey || (marks[key]?.unread !== true && unreadMessages === 0)) {
      markUnread(key);
      return;
    }
    if (folder === 'unread') leaving(key);
    changeMark(key, { unread: undefined });
    const newest = newestOf(key);
    if (unreadMessages > 0 && newest !== null) onRead?.(key, newest);
    announce('Marked as read.');
  };
  return { togglePin, toggleArchive, markUnread, toggleUnread };
}
