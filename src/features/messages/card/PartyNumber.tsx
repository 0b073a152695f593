import { useId } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import { ProviderText } from '../../../components/ProviderText';
import { HiddenCharactersWarning } from './HiddenCharactersWarning';
import { shownPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { hasHiddenCharacters } from '../../../lib/phoneNumbers/hiddenCharacters';

/**
 * A card's From or To, grouped, with a copy button that copies it as it came. A number hiding characters
 * is copied as shown, so it cannot lie where pasted.
 */
export function PartyNumber({ value }: { value: string }) {
  const warningId = useId();
  if (value === '') return null;
  const suspicious = hasHiddenCharacters(value);
  const shown = shownPartyNumber(value);
  return (
    <>
      <ProviderText clipped>{shown}</ProviderText>
      <CopyButton value={suspicious ? shown : value} describedBy={suspicious ? warningId : undefined} />
      {suspicious && <HiddenCharactersWarning id={warningId} />}
    </>
  );
}
