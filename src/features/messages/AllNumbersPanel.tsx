import { useCallback, useMemo } from 'react';
import type { Message } from '../../lib/twilio/models';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { accountNumberOf } from './accountNumberOf';
import { FilteredMessageList } from './FilteredMessageList';
import { useAllNumbersHistory } from './queries/useHistory';
import { useLiveState } from './queries/useLiveState';
import { useUnreadMarks } from './useReadMarkers';

export interface AllNumbersPanelProps {
  /** The account's SMS numbers. */
  numbers: readonly string[];
  /** Reply/Compose on a card: opens that number's composer with the other party in To. */
  onAnswer: (accountNumber: string, party: string) => void;
}

/**
 * Every SMS number's messages in one list, each marked with the number it belongs to: the whole account's
 * stream that live updates read, and its older pages as the person reaches the end. As conversations, one
 * per account number and party: a reply goes out from the number its messages belong to.
 */
export function AllNumbersPanel({ numbers, onAnswer }: AllNumbersPanelProps) {
  const history = useAllNumbersHistory(numbers);
  const { newSids } = useLiveState();
  const newSet = useMemo(() => new Set(newSids), [newSids]);
  const accountNumbers = useMemo(() => new Set(numbers), [numbers]);
  const isUnread = useUnreadMarks(numbers, history.messages);

  // The reply goes out from the number the message belongs to, never another the person did not see.
  const answer = useCallback(
    (party: string, message: Message) => {
      const from = accountNumberOf(message, accountNumbers);
      if (from !== undefined) onAnswer(from, party);
    },
    [onAnswer, accountNumbers],
  );

  if (!history.started) return <LoadingSpinner label="Loading messages..." />;
  return (
    <section className="number-panel" aria-label="All numbers">
      <FilteredMessageList
        phoneNumber={null}
        history={history}
        onAnswer={answer}
        label="Messages from and to all numbers"
        conversationsLabel="Conversations on all numbers"
        newSids={newSet}
        isUnread={isUnread}
        accountNumbers={accountNumbers}
        emptyText="There are no messages from or to any of this account's numbers yet."
      />
    </section>
  );
}
