import { memo, useDeferredValue, useMemo } from 'react';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { QuietNotice } from '../../../components/QuietNotice';
import type { MessagesListing } from '../../../lib/twilio/api';
import type { Message } from '../../../lib/twilio/models';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import { otherNumbersNotice, unreadableMessagesNotice } from '../numbers/listNotices';
import { MessagesViews } from './MessagesViews';
import { useNumberHistory } from '../history/useHistory';
import { useLiveState } from '../live/useLiveState';
import { useMessages } from '../list/useMessages';
import { useUnreadMarks } from '../unread/useReadMarkers';

export interface MessagesTabProps {
  phoneNumber: string;
  onReply: (party: string, message: Message) => void;
  /** Whether the tab is the one shown: only then does the person read what arrives. */
  active: boolean;
}

/**
 * The number's messages: the spec's list (calls 2 and 3, once per choice), then its older history as the
 * person reaches the end, and what live updates bring, newest first; or the same as conversations.
 * Memoised: the panel re-renders on every keystroke in To (the shared recipient), the list need not.
 */
export const MessagesTab = memo(function MessagesTab({ phoneNumber, onReply, active }: MessagesTabProps) {
  const messages = useMessages(phoneNumber);
  // The list that arrived renders in the background, so typing and clicking stay answered meanwhile.
  // Deferred with its number, so a cached list of another number, still the deferred one, is never shown under this one.
  const arrived = useMemo(() => ({ phoneNumber, data: messages.data }), [phoneNumber, messages.data]);
  const deferred = useDeferredValue(arrived);
  const listing = deferred.phoneNumber === phoneNumber ? deferred.data : undefined;

  // A failed first load: the page banner says why (MessagesPageBanner); there is no list to show.
  if (messages.data === undefined && !messages.isPending && !messages.isFetching) return null;
  // Loading, loading again after the banner's 'Try again', or the list that came still on its way here.
  if (messages.data === undefined || listing === undefined)
    return <LoadingSpinner label="Loading messages..." />;
  // Keyed by number: reading back (and its failures) belongs to one number, never carried to the next.
  return (
    <NumberHistory
      key={phoneNumber}
      phoneNumber={phoneNumber}
      listing={listing}
      onReply={onReply}
      active={active}
    />
  );
});

interface NumberHistoryProps extends MessagesTabProps {
  listing: MessagesListing;
}

function NumberHistory({ phoneNumber, listing, onReply, active }: NumberHistoryProps) {
  const history = useNumberHistory(phoneNumber, listing);
  const { newSids } = useLiveState();
  const newSet = useMemo(() => new Set(newSids), [newSids]);
  const numbers = useMemo(() => [phoneNumber], [phoneNumber]);
  const isUnread = useUnreadMarks(numbers, history.messages, active);
  const notices = [
    unreadableMessagesNotice(listing.unreadable + history.unreadable),
    otherNumbersNotice(history.namingOtherNumbers),
  ].filter((notice) => notice !== null);
  return (
    <>
      {notices.map((notice) => (
        <QuietNotice key={notice}>{notice}</QuietNotice>
      ))}
      <MessagesViews
        phoneNumber={phoneNumber}
        history={history}
        onReply={onReply}
        label={`Messages from and to ${formatPhoneNumber(phoneNumber)}`}
        conversationsLabel={`Conversations on ${formatPhoneNumber(phoneNumber)}`}
        emptyText="There are no messages from or to this number yet."
        newSids={newSet}
        isUnread={isUnread}
      />
    </>
  );
}
