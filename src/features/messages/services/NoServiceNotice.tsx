import { QuietNotice } from '../../../components/QuietNotice';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';

/** Why a number cannot schedule: only a number in a Messaging Service can. */
export function NoServiceNotice({ phoneNumber }: { phoneNumber: string }) {
  return (
    <QuietNotice>
      Send later needs a Messaging Service, and {formatPhoneNumber(phoneNumber)} is in none.
    </QuietNotice>
  );
}
