import { ProviderText } from '../../../components/ProviderText';
import { HiddenCharactersWarning } from '../card/HiddenCharactersWarning';
import { hasHiddenCharacters } from '../format/hiddenCharacters';
import { partyLabel } from './conversationGroups';

/** Who a conversation is with; a number hiding characters is written out with a warning, as on the cards. */
export function PartyName({ party }: { party: string }) {
  return (
    <>
      <ProviderText clipped>{partyLabel(party)}</ProviderText>
      {hasHiddenCharacters(party) && <HiddenCharactersWarning />}
    </>
  );
}
