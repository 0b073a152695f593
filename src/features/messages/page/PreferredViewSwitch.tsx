import { usePreference, writePreferences } from '../../../lib/preferences/preferences';
import { MessagesViewSwitch } from '../conversations/MessagesViewSwitch';
import { useOpenConversation } from '../conversations/useOpenConversation';

/**
 * List or Conversations at the top of a number's messages (or all numbers'): the person's remembered
 * choice. List chosen while a thread is open (a row, a link, a reload) closes it: the list it asked for,
 * even when chosen before the page had its messages to show the thread.
 */
export function PreferredViewSwitch() {
  const view = usePreference('messagesView');
  const [open, changeOpen] = useOpenConversation();
  return (
    <MessagesViewSwitch
      view={view}
      onChange={(next) => {
        writePreferences({ messagesView: next });
        if (next === 'list' && open !== null) changeOpen(null);
      }}
    />
  );
}
