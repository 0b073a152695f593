import { ProviderText } from '../../../components/ProviderText';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import { useNumberName } from './useNumberName';

/** In 'All numbers': which of the account's numbers a message belongs to, with that number's name. */
export function AccountNumberMark({ accountNumber }: { accountNumber: string }) {
  const name = useNumberName(accountNumber);
  return (
    <span className="text-body-secondary">
      On {formatPhoneNumber(accountNumber)}
      {name !== null && (
        <>
          {' '}
          (<ProviderText>{name}</ProviderText>)
        </>
      )}
    </span>
  );
}
