import { useDeferredValue } from 'react';
import { SharedRecipientProvider } from '../../lib/session/SharedRecipientProvider';
import { chosenNumberState } from './chosenNumberState';
import { MessagesPageBanner } from './MessagesPageBanner';
import { NumberChooser } from './NumberChooser';
import { NumberFromAddressNotice } from './NumberFromAddressNotice';
import { NumberPanel } from './NumberPanel';
import { usePhoneNumbers } from './queries/usePhoneNumbers';
import { useChosenNumber } from './useChosenNumber';

const NO_NUMBERS: readonly string[] = [];

/**
 * What the Messages page shows inside its query client: the banner, what to know about the number in the
 * address, the dropdown and the chosen number's panel.
 */
export function MessagesPageContent() {
  const [chosen, choose] = useChosenNumber();
  const numbersData = usePhoneNumbers().data;
  const state = chosenNumberState(chosen, numbersData?.numbers ?? NO_NUMBERS, numbersData?.complete === true);
  // ALL_NUMBERS has no view of its own yet: until it has, it shows what no choice shows.
  const phoneNumber = state.kind === 'number' ? state.phoneNumber : '';
  // The dropdown shows the choice at once; the panel for it renders in the background in small slices,
  // so the key press that chose the number is not held up by mounting the whole panel.
  const panelNumber = useDeferredValue(phoneNumber);

  return (
    <>
      <MessagesPageBanner phoneNumber={panelNumber} />
      {(state.kind === 'not-the-accounts' || state.kind === 'not-a-number') && (
        <NumberFromAddressNotice kind={state.kind} value={state.value} />
      )}
      <NumberChooser value={phoneNumber} onChange={choose} />
      {panelNumber !== '' && (
        <SharedRecipientProvider>
          <NumberPanel phoneNumber={panelNumber} />
        </SharedRecipientProvider>
      )}
    </>
  );
}
