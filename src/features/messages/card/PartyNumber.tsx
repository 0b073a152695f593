import { useId } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import { WarningIcon } from '../../../components/icons/WarningIcon';
import { ProviderText } from '../../../components/ProviderText';
import { formatPartyNumber } from '../format/formatPartyNumber';
import { hasHiddenCharacters, revealHiddenCharacters } from '../format/hiddenCharacters';

/** A card's From or To, grouped, with a copy button that copies it as it came. */
export function PartyNumber({ value }: { value: string }) {
  if (value === '') return null;
  if (hasHiddenCharacters(value)) return <SuspiciousNumber value={value} />;
  return (
    <>
      <ProviderText clipped>{formatPartyNumber(value)}</ProviderText>
      <CopyButton value={value} />
    </>
  );
}

/** Written out, so it cannot pass for another number; copied as shown, so it cannot lie where pasted. */
function SuspiciousNumber({ value }: { value: string }) {
  const warningId = useId();
  const shown = revealHiddenCharacters(value);
  return (
    <>
      <ProviderText clipped>{shown}</ProviderText>
      <CopyButton value={shown} describedBy={warningId} />
      <span id={warningId} className="hidden-characters-warning">
        <WarningIcon className="hidden-characters-warning__icon" />
        This number contains hidden characters
      </span>
    </>
  );
}
