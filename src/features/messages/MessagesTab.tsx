import { memo, useMemo } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { QuietNotice } from '../../components/QuietNotice';
import { formatPhoneNumber } from './formatPhoneNumber';
import { unreadableMessagesNotice } from './listNotices';
import { MessageList } from './MessageList';
import { OlderMessagesFooter } from './OlderMessagesFooter';
import { useNumberHistory } from './queries/useHistory';
import { useLiveState } from './queries/useLiveState';
import { useMessages } from './queries/useMessages';
import { useUnreadMarks } from './useReadMarkers';

export interface MessagesTabProps {
  phoneNumber: string;
  onAnswer: (party: string) => void;
}

/**
 * The number's messages: the spec's list (calls 2 and 3, once per choice), then its older history as the
 * person reaches the end, and what live updates bring, newest first.
 * Memoised: the panel re-renders on every keystroke in To (the shared recipient), the list need not.
 */
export const MessagesTab = memo(function MessagesTab({ phoneNumber, onAnswer }: MessagesTabProps) {
  const messages = useMessages(phoneNumber);
  const history = useNumberHistory(phoneNumber, messages.data);
  const { newSids } = useLiveState();
  const newSet = useMemo(() => new Set(newSids), [newSids]);
  const numbers = useMemo(() => [phoneNumber], [phoneNumber]);
  const isUnread = useUnreadMarks(numbers, history.messages);

  // Loading, or loading again after the banner's 'Try again' for a list that failed.
  if (messages.isPending || (messages.data === undefined && messages.isFetching))
    return <LoadingSpinner label="Loading messages..." />;
  // A failed first load: the page banner says why (MessagesPageBanner); there is no list to show.
  if (messages.data === undefined) return null;
  const notice = unreadableMessagesNotice(messages.data.unreadable + history.unreadable);
  return (
    <>
      {notice !== null && <QuietNotice>{notice}</QuietNotice>}
      <MessageList
        messages={history.messages}
        onAnswer={onAnswer}
        label={`Messages from and to ${formatPhoneNumber(phoneNumber)}`}
        newSids={newSet}
        isUnread={isUnread}
      />
      <OlderMessagesFooter history={history} />
    </>
  );
});
