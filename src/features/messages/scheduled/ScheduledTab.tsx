import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import { useNumberHistory } from '../history/useHistory';
import { useMessages } from '../list/useMessages';
import { ScheduledMessages } from './ScheduledMessages';

/** The chosen number's messages waiting for their time, from what is loaded of its list. */
export function ScheduledTab({ phoneNumber }: { phoneNumber: string }) {
  const listing = useMessages(phoneNumber).data;
  const history = useNumberHistory(phoneNumber, listing);
  const shown = formatPhoneNumber(phoneNumber);
  return (
    <ScheduledMessages
      messages={history.messages}
      label={`Scheduled messages from ${shown}`}
      emptyText={`No message from ${shown} is waiting to be sent. Schedule one in the Composer with Send later.`}
    />
  );
}
