import { memo, useEffect } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { QuietNotice } from '../../components/QuietNotice';
import { formatPhoneNumber } from './formatPhoneNumber';
import { unreadableMessagesNotice } from './listNotices';
import { MessageList } from './MessageList';
import { useErrorKeptWhileRetrying } from './queries/useErrorKeptWhileRetrying';
import { useMessages } from './queries/useMessages';

export interface MessagesTabProps {
  phoneNumber: string;
  onAnswer: (party: string) => void;
  /** Spec §8: list errors go to a handler the caller supplies (the page shows them in its banner); null clears. */
  onError: (error: unknown) => void;
}

/** Memoised: the panel re-renders on every keystroke in To (the shared recipient), the list need not. */
export const MessagesTab = memo(function MessagesTab({ phoneNumber, onAnswer, onError }: MessagesTabProps) {
  const messages = useMessages(phoneNumber);
  const error = useErrorKeptWhileRetrying(messages.error, messages.isFetching, phoneNumber);

  useEffect(() => {
    onError(error);
  }, [error, onError]);

  // Loading, or loading again after the banner's 'Try again' for a list that failed.
  if (messages.isPending || (messages.data === undefined && messages.isFetching))
    return <LoadingSpinner label="Loading messages..." />;
  // A failed first load: the page banner says why; there is no list to show.
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
