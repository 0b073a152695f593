import { useId } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import { WarningIcon } from '../../../components/icons/WarningIcon';
import { ProviderText } from '../../../components/ProviderText';
import { formatPartyNumber } from '../format/formatPartyNumber';
import { hasHiddenCharacters, revealHiddenCharacters } from '../format/hiddenCharacters';

/**
 * A card's From or To: the number, isolated and grouped as everywhere in the app, with a copy button that
 * copies it as it came; marked when it hides characters.
 */
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

/**
 * Shown with its hidden characters written out, so '\u202E1234-555-514+' cannot pass for '+415-555-4321',
 * and a warning in words beside it. Copying takes what is shown: the raw value, pasted elsewhere, would
 * show the same lie there.
 */
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
