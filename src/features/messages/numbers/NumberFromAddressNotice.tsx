import { ProviderText } from '../../../components/ProviderText';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import { revealHiddenCharacters } from '../../../lib/phoneNumbers/hiddenCharacters';

export interface NumberFromAddressNoticeProps {
  /** 'not-the-accounts': a well-formed number the account does not have; 'not-a-number': anything else. */
  kind: 'not-the-accounts' | 'not-a-number';
  /** The value as the address carried it. */
  value: string;
}

// A link can carry a value of any length; enough of it to recognise is shown.
const MAX_SHOWN_CHARACTERS = 40;

/** The start of `value`, cut between characters (never inside a surrogate pair), its hidden ones written out. */
function shownValue(value: string): string {
  const characters = Array.from(value);
  const cut = characters.length > MAX_SHOWN_CHARACTERS;
  return revealHiddenCharacters(characters.slice(0, MAX_SHOWN_CHARACTERS).join('')) + (cut ? '…' : '');
}

/**
 * Why the number in the address (a reload, a bookmark, a shared link) has no panel. The value came from
 * a link, so it is shown as text, isolated from the sentence around it, with hidden characters named.
 */
export function NumberFromAddressNotice({ kind, value }: NumberFromAddressNoticeProps) {
  return (
    <div role="alert" className="alert alert-warning mb-3">
      {kind === 'not-the-accounts' ? (
        <>
          The number <ProviderText>{formatPhoneNumber(value)}</ProviderText> from the address is not one of
          this account&apos;s SMS numbers. Choose one below.
        </>
      ) : (
        <>
          The address asks for “<ProviderText clipped>{shownValue(value)}</ProviderText>”, which is not a
          phone number. Choose one of this account&apos;s SMS numbers below.
        </>
      )}
    </div>
  );
}
