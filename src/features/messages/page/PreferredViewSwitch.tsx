import { usePreference, writePreferences } from '../../../lib/preferences/preferences';
import { MessagesViewSwitch } from '../conversations/MessagesViewSwitch';

/** List or Conversations at the top of a number's messages (or all numbers'): the person's remembered choice. */
export function PreferredViewSwitch() {
  const view = usePreference('messagesView');
  return <MessagesViewSwitch view={view} onChange={(next) => writePreferences({ messagesView: next })} />;
}
