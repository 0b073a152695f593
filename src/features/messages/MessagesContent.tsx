import { useDeferredValue, useState } from 'react';
import { ErrorBanner, type BannerMessage } from '../../components/ErrorBanner';
import { QuietNotice } from '../../components/QuietNotice';
import { SharedRecipientProvider } from '../../lib/session/SharedRecipientProvider';
import { errorMessage } from '../../lib/twilio/errors';
import { cutShortNotice, unreadableNumbersNotice } from './listNotices';
import { MESSAGE_LIST_ID } from './MessageList';
import { NumberPanel } from './NumberPanel';
import { PHONE_NUMBER_INPUT_ID, PhoneNumberSelect } from './PhoneNumberSelect';
import { useErrorKeptWhileRetrying } from './queries/useErrorKeptWhileRetrying';
import { useMessagesRetry } from './queries/useMessages';
import { usePhoneNumbers } from './queries/usePhoneNumbers';

const NO_NUMBERS: readonly string[] = [];

let dateFormattingWarm = false;

/**
 * The first toLocaleTimeString() of a page loads the browser's locale data (~20 ms on a laptop, ~80 ms on
 * a throttled phone), and the first message list formats a date per card. Paid while the person looks at
 * the open dropdown instead, the list shows that much sooner after the choice.
 */
function warmUpDateFormatting(): void {
  if (dateFormattingWarm) return;
  dateFormattingWarm = true;
  const warm = () => new Date(0).toLocaleTimeString();
  // After the open menu has been painted, so it is not delayed either.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(warm, 0));
  else setTimeout(warm, 0);
}

/**
 * The Messages page for a signed-in account: banner, dropdown and, once a number is chosen, its panel.
 * The page's heading is the app's (src/app/MessagesPageFrame.tsx), shown before this chunk arrives.
 */
export function MessagesContent() {
  const phoneNumbers = usePhoneNumbers();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [listError, setListError] = useState<unknown>(null);
  // The dropdown shows the choice at once; the panel for it renders in the background in small slices,
  // so the key press that chose the number is not held up by mounting the whole panel.
  const panelNumber = useDeferredValue(phoneNumber);

  const numbersData = phoneNumbers.data;
  // Loading while the pages come in, and again while 'Try again' goes on from a failed page.
  const loading = numbersData?.complete !== true && (phoneNumbers.error === null || phoneNumbers.isFetching);
  const messagesRetry = useMessagesRetry(panelNumber);
  const numbersError = useErrorKeptWhileRetrying(phoneNumbers.error, phoneNumbers.isFetching);
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
  const notices = [
    unreadableNumbersNotice(numbersData?.unreadable ?? 0),
    numbersData?.complete ? cutShortNotice(numbersData.cutShort, numbersData.pagesRead) : null,
  ].filter((notice) => notice !== null);

  return (
    <>
      <ErrorBanner messages={errors} />
      <PhoneNumberSelect
        numbers={phoneNumbers.data?.numbers ?? NO_NUMBERS}
        loading={loading}
        value={phoneNumber}
        onChange={setPhoneNumber}
        onMenuOpen={warmUpDateFormatting}
      />
      {/* Always in the document, so a notice that arrives when the list is done is announced. */}
      <div role="status">
        {notices.map((notice) => (
          <QuietNotice key={notice}>{notice}</QuietNotice>
        ))}
      </div>
      {panelNumber !== '' && (
        <SharedRecipientProvider>
          <NumberPanel phoneNumber={panelNumber} onListError={setListError} />
        </SharedRecipientProvider>
      )}
    </>
  );
}
