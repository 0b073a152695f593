/** Which conversations each of the list's folders shows, and in what order. */
import type { Conversation } from '../conversationGroups';
import { isArchived, type TriageMarks } from './triageMarks';

export const TRIAGE_FOLDERS = ['inbox', 'unread', 'pinned', 'archived'] as const;
export type TriageFolder = (typeof TRIAGE_FOLDERS)[number];

/** A conversation as the list shows it: with the person's marks applied. */
export interface TriagedConversation extends Conversation {
  pinned: boolean;
  /** Unread messages, or marked unread by the person. */
  shownUnread: boolean;
}

/**
 * The conversations of `folder`, from `conversations` (newest first): archived ones only in Archived, the
 * rest elsewhere, pinned ones first (newest first among them).
 */
export function conversationsIn(
  folder: TriageFolder,
  conversations: readonly Conversation[],
  marks: TriageMarks,
): TriagedConversation[] {
  const pinned: TriagedConversation[] = [];
  const others: TriagedConversation[] = [];
  for (const conversation of conversations) {
    const mark = marks[conversation.key];
    const archived = isArchived(mark, conversation.messages[0]?.dateCreatedMs ?? null);
    if (archived !== (folder === 'archived')) continue;
    const triaged: TriagedConversation = {
      ...conversation,
      pinned: mark?.pinned === true && !archived,
      shownUnread: conversation.unread > 0 || mark?.unread === true,
    };
    if (folder === 'unread' && !triaged.shownUnread) continue;
    if (folder === 'pinned' && !triaged.pinned) continue;
    (triaged.pinned ? pinned : others).push(triaged);
  }
  return pinned.length === 0 ? others : [...pinned, ...others];
}
