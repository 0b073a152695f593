import { memo } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { QuietNotice } from '../../components/QuietNotice';
import { formatPhoneNumber } from './formatPhoneNumber';
import { unreadableMessagesNotice } from './listNotices';
import { MessageList } from './MessageList';
import { useMessages } from './queries/useMessages';

export interface MessagesTabProps {
  phoneNumber: string;
  onAnswer: (party: string) => void;
}

/** Memoised: the panel re-renders on every keystroke in To (the shared recipient), the list need not. */
export const MessagesTab = memo(function MessagesTab({ phoneNumber, onAnswer }: MessagesTabProps) {
  const messages = useMessages(phoneNumber);

  // Loading, or loading again after the banner's 'Try again' for a list that failed.
  if (messages.isPending || (messages.data === undefined && messages.isFetching))
    return <LoadingSpinner label="Loading messages..." />;
  // A failed first load: the page banner says why (MessagesPageBanner); there is no list to show.
  if (messages.data === undefined) return null;
  const notice = unreadableMessagesNotice(messages.data.unreadable);
  return (
    <>
      {notice !== null && <QuietNotice>{notice}</QuietNotice>}
      <MessageList
        messages={messages.data.messages}
        onAnswer={onAnswer}
        label={`Messages from and to ${formatPhoneNumber(phoneNumber)}`}
      />
    </>
  );
});
