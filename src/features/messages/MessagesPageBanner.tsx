import { ErrorBanner, type BannerMessage } from '../../components/ErrorBanner';
import { errorMessage } from '../../lib/twilio/errors';
import { MESSAGE_LIST_ID } from './MessageList';
import { PHONE_NUMBER_INPUT_ID } from './PhoneNumberSelect';
import { useErrorKeptWhileRetrying } from './queries/useErrorKeptWhileRetrying';
import { useMessages, useMessagesRetry } from './queries/useMessages';
import { usePhoneNumbers } from './queries/usePhoneNumbers';

export interface MessagesPageBannerProps {
  /** The number whose panel is shown ('' for none): its list's failure is said here. */
  phoneNumber: string;
}

/**
 * The Messages page's banner: why the numbers, or the chosen number's messages, could not be loaded, each
 * with its 'Try again'. Read straight from those queries; the page is the handler spec §8 gives the
 * message list's errors to.
 */
export function MessagesPageBanner({ phoneNumber }: MessagesPageBannerProps) {
  const phoneNumbers = usePhoneNumbers();
  const numbersError = useErrorKeptWhileRetrying(phoneNumbers.error, phoneNumbers.isFetching);
  const messages = useMessages(phoneNumber);
  const listError = useErrorKeptWhileRetrying(messages.error, messages.isFetching, phoneNumber);
  const messagesRetry = useMessagesRetry(phoneNumber);

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
        onRetry: () => void messagesRetry.retry(),
        busy: messagesRetry.retrying,
        focusAfterSuccessId: MESSAGE_LIST_ID,
      },
    });
  }
  return <ErrorBanner messages={errors} />;
}
