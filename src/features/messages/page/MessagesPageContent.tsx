import { useCallback, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { AllNumbersButton } from '../numbers/AllNumbersButton';
import { AllNumbersPanel } from './AllNumbersPanel';
import { LiveIndicator } from '../live/LiveIndicator';
import { LiveUpdatesTrouble } from '../live/LiveUpdatesTrouble';
import { useFollowSentMessages } from '../live/useFollowSentMessages';
import { FollowDueScheduledMessages } from '../live/FollowDueScheduledMessages';
import { useUnreadStart } from '../unread/useUnreadStart';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { useNewMessageAlerts } from '../live/useNewMessageAlerts';
import { useUnreadCounts } from '../unread/useUnreadCounts';
import { warmUpFallbackFontsWhenIdle } from './warmUpFallbackFonts';
import { SharedRecipientProvider } from '../composer/SharedRecipientProvider';
import { chosenNumberState } from '../numbers/chosenNumberState';
import { MessagesPageBanner } from './MessagesPageBanner';
import { NumberChooser } from '../numbers/NumberChooser';
import { NumberFromAddressNotice } from '../numbers/NumberFromAddressNotice';
import { NumberPanel } from './NumberPanel';
import { usePhoneNumbers } from '../numbers/usePhoneNumbers';
import { ALL_NUMBERS, useChosenNumber } from '../numbers/useChosenNumber';
import { useMessagesReadAtChoice } from '../list/useMessages';
// The page's own styles: its number chooser, live bar, filters and message cards.
import './messages.css';

const NO_NUMBERS: readonly string[] = [];

export interface MessagesPageContentProps {
  /** The page's heading, at the start of its toolbar. */
  heading: ReactNode;
  /** What the page is for, shown until a number is chosen. */
  intro: ReactNode;
}

/**
 * What the Messages page shows inside its query client: one toolbar (the heading, the dropdown, All
 * numbers, live updates), then the banner, what to know about the number in the address, and the chosen
 * number's panel.
 */
export function MessagesPageContent({ heading, intro }: MessagesPageContentProps) {
  const [chosen, choose] = useChosenNumber();
  const numbersData = usePhoneNumbers().data;
  const numbers = numbersData?.numbers ?? NO_NUMBERS;
  const state = chosenNumberState(chosen, numbers, numbersData?.complete === true);
  const phoneNumber = state.kind === 'number' ? state.phoneNumber : '';
  // The dropdown shows the choice at once; the panel for it renders in the background in small slices,
  // so the key press that chose the number is not held up by mounting the whole panel.
  const panelNumber = useDeferredValue(phoneNumber);
  useMessagesReadAtChoice(phoneNumber);
  const allNumbers = state.kind === 'all-numbers';

  // Beside the spec's page: one poll at the whole account per interval, sent messages followed, alerts.
  const live = useLiveUpdates();
  useUnreadStart();
  const followTrouble = useFollowSentMessages();
  useNewMessageAlerts(live.state, numbers);
  // Counted once for the dropdown and the All numbers button.
  const unreadCounts = useUnreadCounts();
  // The first cards' new fonts (the badge's bold, an emoji) are looked for while the page is idle.
  useEffect(() => warmUpFallbackFontsWhenIdle(), []);

  // A Reply pressed in 'All numbers' opens that message's number on its Composer.
  const [pendingReply, setPendingReply] = useState<{ phoneNumber: string; party: string } | null>(null);
  const answerFromAll = useCallback(
    (accountNumber: string, party: string) => {
      setPendingReply({ phoneNumber: accountNumber, party });
      choose(accountNumber);
    },
    [choose],
  );
  const chooseOnly = useCallback(
    (value: string) => {
      setPendingReply(null);
      choose(value);
    },
    [choose],
  );
  const replying = pendingReply !== null && pendingReply.phoneNumber === panelNumber;

  // This renders again with every live poll and, at once, with the number chosen in the dropdown: the
  // banner, the live indicator and the number panel are memos, which render only when their props change.
  return (
    <>
      <div className="messages-toolbar">
        {heading}
        <div className="number-chooser">
          <NumberChooser value={phoneNumber} onChange={chooseOnly} unreadCounts={unreadCounts} />
        </div>
        <AllNumbersButton
          pressed={allNumbers}
          onPress={() => chooseOnly(allNumbers ? '' : ALL_NUMBERS)}
          unreadCounts={unreadCounts}
        />
        <LiveIndicator state={live.state} isPolling={live.isPolling} onRefresh={live.refresh} />
      </div>
      <LiveUpdatesTrouble state={live.state} followTrouble={followTrouble} />
      <FollowDueScheduledMessages />
      {!allNumbers && phoneNumber === '' && intro}
      <MessagesPageBanner phoneNumber={panelNumber} />
      {(state.kind === 'not-the-accounts' || state.kind === 'not-a-number') && (
        <NumberFromAddressNotice kind={state.kind} value={state.value} />
      )}
      {allNumbers && <AllNumbersPanel numbers={numbers} onReply={answerFromAll} />}
      {!allNumbers && panelNumber !== '' && (
        <SharedRecipientProvider initialRecipient={replying ? pendingReply.party : ''}>
          <NumberPanel phoneNumber={panelNumber} openOnComposer={replying} />
        </SharedRecipientProvider>
      )}
    </>
  );
}
