import { lazy, Suspense } from 'react';
import type { TriageFolder, TriagedConversation } from './triageFolders';
import type { RowAction } from './RowActionsMenu';

// Opened by a press, so fetched by it: the page's first load does not carry the menu.
const RowActionsMenu = lazy(() =>
  import('./RowActionsMenu').then((module) => ({ default: module.RowActionsMenu })),
);

export interface RowActionsProps {
  conversation: TriagedConversation;
  anchor: HTMLElement;
  folder: TriageFolder;
  /** The conversation open as a thread: marking it unread closes it, so it is never offered as read. */
  openKey: string | null;
  /** The name the person gave the party's number, if any. */
  name: string | null;
  /** The party's number as the row shows it. */
  numberLabel: string;
  showKeys: boolean;
  onPin: (key: string) => void;
  onArchive: (key: string) => void;
  onToggleUnread: (key: string) => void;
  onName: (party: string) => void;
  onClose: (focusRow: boolean) => void;
  onFocusLost: () => void;
}

/** What a row's menu offers: the marks of its thread's More, for the row, without opening it. */
export function RowActions({
  conversation,
  anchor,
  folder,
  openKey,
  name,
  numberLabel,
  showKeys,
  onPin,
  onArchive,
  onToggleUnread,
  onName,
  onClose,
  onFocusLost,
}: RowActionsProps) {
  const { key, party } = conversation;
  const archived = folder === 'archived';
  const readable = conversation.shownUnread && key !== openKey;
  const actions: RowAction[] = [
    ...(archived ? [] : [{ label: 'Pin', checked: conversation.pinned, key: 'p', run: () => onPin(key) }]),
    { label: archived ? 'Move to inbox' : 'Archive', key: 'e', run: () => onArchive(key) },
    { label: readable ? 'Mark as read' : 'Mark as unread', key: 'u', run: () => onToggleUnread(key) },
    { label: name === null ? 'Add name' : 'Edit name', run: () => onName(party) },
  ];
  return (
    <Suspense fallback={null}>
      <RowActionsMenu
        anchor={anchor}
        label={`Actions for ${name ?? numberLabel}`}
        actions={actions}
        showKeys={showKeys}
        onClose={onClose}
        onFocusLost={onFocusLost}
      />
    </Suspense>
  );
}
