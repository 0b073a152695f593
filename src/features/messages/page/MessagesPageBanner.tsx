import { memo } from 'react';
import { ErrorBanner, type BannerMessage } from '../../../components/ErrorBanner';
import { errorMessage } from '../../../lib/twilio/errors';
import { MESSAGE_LIST_ID } from '../list/MessageList';
import { PHONE_NUMBER_INPUT_ID } from '../numbers/PhoneNumberSelect';
import { useErrorKeptWhileRetrying } from '../queries/useErrorKeptWhileRetrying';
import { useMessages } from '../list/useMessages';
import { usePhoneNumbers } from '../numbers/usePhoneNumbers';

export interface MessagesPageBannerProps {
  /** The number whose panel is shown ('' for none): its list's failure is said here. */
  phoneNumber: string;
}

/**
 * The Messages page's banner: why the numbers, or the chosen number's messages, could not be loaded, each
 * with its 'Try again'. Read straight from those queries; the page is the handler docs/product.md#provider-errors gives the
 * message list's errors to.
 */
export const MessagesPageBanner = memo(function MessagesPageBanner({ phoneNumber }: MessagesPageBannerProps) {
  const phoneNumbers = usePhoneNumbers();
  const numbersError = useErrorKeptWhileRetrying(phoneNumbers.error, phoneNumbers.isFetching);
  // The list's own query, read like the list reads it: one update of that query re-renders the banner
  // and the list together, so when a retry works the list is on the page by the time its banner line
  // goes (and 'Try again' hands it the focus). A hook that also watched the whole cache would let the
  // banner render a moment before the list.
  const messages = useMessages(phoneNumber);
  const listError = useErrorKeptWhileRetrying(messages.error, messages.isFetching, phoneNumber);

  const errors: BannerMessage[] = [];
  if (numbersError) {
    errors.push({
      key: 'phone-numbers',
      text: `Could not load your phone numbers: ${errorMessage(numbersError)}`,
      retry: {
        onRetry: () => void phoneNumbers.refetch(),
        busy: phoneNumbers.isFetching,
        focusAfterSuccessId: PHONE_NUMBER_INPUT_ID,
      },
    });
  }
  if (listError) {
    errors.push({
      key: 'messages',
      text: `Could not load the messages: ${errorMessage(listError)}`,
      retry: {
        onRetry: () => void messages.refetch(),
        busy: messages.isFetching,
        focusAfterSuccessId: MESSAGE_LIST_ID,
      },
    });
  }
  return <ErrorBanner messages={errors} />;
});
