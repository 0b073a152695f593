import { ProviderText } from '../../../components/ProviderText';
import { HiddenCharactersWarning } from '../card/HiddenCharactersWarning';
import { hasHiddenCharacters } from '../../../lib/phoneNumbers/hiddenCharacters';
import { partyLabel } from './conversationGroups';

/**
 * Who a conversation is with: the name the person gave the number, else the number; a number hiding
 * characters is written out with a warning, as on the cards.
 */
export function PartyName({ party, name = null }: { party: string; name?: string | null }) {
  if (name !== null) return <ProviderText clipped>{name}</ProviderText>;
  return (
    <>
      <ProviderText clipped>{partyLabel(party)}</ProviderText>
      {hasHiddenCharacters(party) && <HiddenCharactersWarning />}
    </>
  );
}
