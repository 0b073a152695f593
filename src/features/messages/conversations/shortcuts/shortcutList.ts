/** The conversations' keyboard shortcuts, as the `?` dialog lists them. */
export interface Shortcut {
  /** The keys, each as it is written on the keyboard. */
  keys: readonly string[];
  does: string;
  /** A single character key, which the person can turn off (WCAG 2.2, 2.1.4). */
  singleKey: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['j', '↓'], does: 'Next conversation (↓ in the list)', singleKey: true },
  { keys: ['k', '↑'], does: 'Previous conversation (↑ in the list)', singleKey: true },
  { keys: ['Enter'], does: 'Open the conversation', singleKey: false },
  { keys: ['Esc'], does: 'Back to the conversations', singleKey: false },
  { keys: ['/'], does: 'Search', singleKey: true },
  { keys: ['c'], does: 'Compose a new message', singleKey: true },
  { keys: ['r'], does: 'Reply in the open conversation', singleKey: true },
  { keys: ['e'], does: 'Archive, or move back to the inbox', singleKey: true },
  { keys: ['p'], does: 'Pin or unpin', singleKey: true },
  { keys: ['u'], does: 'Mark as unread, or a row that is unread as read', singleKey: true },
  { keys: ['Shift+F10', 'Menu'], does: 'Actions for the focused conversation', singleKey: false },
  { keys: ['?'], does: 'Show these shortcuts', singleKey: true },
];
