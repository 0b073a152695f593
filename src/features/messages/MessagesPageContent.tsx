import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { AllNumbersButton } from './AllNumbersButton';
import { AllNumbersPanel } from './AllNumbersPanel';
import { LiveUpdatesBar } from './LiveUpdatesBar';
import { useFollowSentMessages } from './queries/useFollowSentMessages';
import { useLiveUpdates } from './queries/useLiveUpdates';
import { useNewMessageAlerts } from './useNewMessageAlerts';
import { useUnreadCounts } from './useUnreadCounts';
import { warmUpFallbackFontsWhenIdle } from './warmUpFallbackFonts';
import { SharedRecipientProvider } from '../../lib/session/SharedRecipientProvider';
import { chosenNumberState } from './chosenNumberState';
import { MessagesPageBanner } from './MessagesPageBanner';
import { NumberChooser } from './NumberChooser';
import { NumberFromAddressNotice } from './NumberFromAddressNotice';
import { NumberPanel } from './NumberPanel';
import { usePhoneNumbers } from './queries/usePhoneNumbers';
import { ALL_NUMBERS, useChosenNumber } from './useChosenNumber';

const NO_NUMBERS: readonly string[] = [];

/**
 * What the Messages page shows inside its query client: the banner, what to know about the number in the
 * address, the dropdown and the chosen number's panel.
 */
export function MessagesPageContent() {
  const [chosen, choose] = useChosenNumber();
  const numbersData = usePhoneNumbers().data;
  const numbers = numbersData?.numbers ?? NO_NUMBERS;
  const state = chosenNumberState(chosen, numbers, numbersData?.complete === true);
  const phoneNumber = state.kind === 'number' ? state.phoneNumber : '';
  // The dropdown shows the choice at once; the panel for it renders in the background in small slices,
  // so the key press that chose the number is not held up by mounting the whole panel.
  const panelNumber = useDeferredValue(phoneNumber);
  const allNumbers = state.kind === 'all-numbers';

  // Beside the spec's page: one look at the whole account per interval, sent messages followed, alerts.
  const live = useLiveUpdates();
  const followTrouble = useFollowSentMessages();
  useNewMessageAlerts(live.state, numbers);
  // Counted once for the dropdown and the All numbers button.
  const unreadCounts = useUnreadCounts();
  // The first cards' new fonts (the badge's bold, an emoji) are looked for while the page is idle.
  useEffect(() => warmUpFallbackFontsWhenIdle(), []);

  // A Reply pressed in 'All numbers' opens that message's number on its Composer.
  const [pendingAnswer, setPendingAnswer] = useState<{ phoneNumber: string; party: string } | null>(null);
  const answerFromAll = useCallback(
    (accountNumber: string, party: string) => {
      setPendingAnswer({ phoneNumber: accountNumber, party });
      choose(accountNumber);
    },
    [choose],
  );
  const chooseOnly = useCallback(
    (value: string) => {
      setPendingAnswer(null);
      choose(value);
    },
    [choose],
  );
  const answering = pendingAnswer !== null && pendingAnswer.phoneNumber === panelNumber;

  // This renders again with every live look and, at once, with the number chosen in the dropdown: the
  // banner, the live-updates bar and the number panel are memos, which render only when their props change.
  return (
    <>
      <MessagesPageBanner phoneNumber={panelNumber} />
      {(state.kind === 'not-the-accounts' || state.kind === 'not-a-number') && (
        <NumberFromAddressNotice kind={state.kind} value={state.value} />
      )}
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div className="number-chooser">
          <NumberChooser value={phoneNumber} onChange={chooseOnly} unreadCounts={unreadCounts} />
        </div>
        <AllNumbersButton
          pressed={allNumbers}
          onPress={() => chooseOnly(allNumbers ? '' : ALL_NUMBERS)}
          unreadCounts={unreadCounts}
        />
      </div>
      <LiveUpdatesBar
        state={live.state}
        isLooking={live.isLooking}
        onRefresh={live.refresh}
        followTrouble={followTrouble}
      />
      {allNumbers && <AllNumbersPanel numbers={numbers} onAnswer={answerFromAll} />}
      {!allNumbers && panelNumber !== '' && (
        <SharedRecipientProvider initialRecipient={answering ? pendingAnswer.party : ''}>
          <NumberPanel phoneNumber={panelNumber} openOnComposer={answering} />
        </SharedRecipientProvider>
      )}
    </>
  );
}
