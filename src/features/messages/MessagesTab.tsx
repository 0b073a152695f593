import { memo, useEffect } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { formatPhoneNumber } from './formatPhoneNumber';
import { MessageList } from './MessageList';
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

  useEffect(() => {
    onError(messages.error);
  }, [messages.error, onError]);

  if (messages.isPending) return <LoadingSpinner label="Loading messages..." />;
  // A failed first load: the page banner says why; there is no list to show.
  if (messages.data === undefined) return null;
  return (
    <MessageList
      messages={messages.data}
      onAnswer={onAnswer}
      label={`Messages from and to ${formatPhoneNumber(phoneNumber)}`}
    />
  );
});
