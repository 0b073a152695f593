import { useState } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { SharedRecipientProvider } from '../../lib/session/SharedRecipientProvider';
import { errorMessage } from '../../lib/twilio/errors';
import { NumberPanel } from './NumberPanel';
import { PhoneNumberSelect } from './PhoneNumberSelect';
import { usePhoneNumbers } from './queries/usePhoneNumbers';

const NO_NUMBERS: readonly string[] = [];

/**
 * The Messages page for a signed-in account: banner, dropdown and, once a number is chosen, its panel.
 * The page's heading is the app's (src/app/MessagesPageFrame.tsx), shown before this chunk arrives.
 */
export function MessagesContent() {
  const phoneNumbers = usePhoneNumbers();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [listError, setListError] = useState<unknown>(null);

  const loading = phoneNumbers.data?.complete !== true && phoneNumbers.error === null;
  const errors: string[] = [];
  if (phoneNumbers.error)
    errors.push(`Could not load your phone numbers: ${errorMessage(phoneNumbers.error)}`);
  if (listError) errors.push(`Could not load the messages: ${errorMessage(listError)}`);

  return (
    <>
      <ErrorBanner messages={errors} />
      <PhoneNumberSelect
        numbers={phoneNumbers.data?.numbers ?? NO_NUMBERS}
        loading={loading}
        value={phoneNumber}
        onChange={setPhoneNumber}
      />
      {phoneNumber !== '' && (
        <SharedRecipientProvider>
          <NumberPanel phoneNumber={phoneNumber} onListError={setListError} />
        </SharedRecipientProvider>
      )}
    </>
  );
}
