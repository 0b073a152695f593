import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import type { Message } from '../../../lib/twilio/models';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { accountNumberOf } from '../numbers/accountNumberOf';
import { MessagesViews } from './MessagesViews';
import { PreferredViewSwitch } from './PreferredViewSwitch';
import { useAllNumbersHistory } from '../history/useHistory';
import { useLiveState } from '../live/useLiveState';
import { useUnreadMarks } from '../unread/useReadMarkers';

// Shown only while a message waits for its time, so fetched then.
const ScheduledMessages = lazy(() =>
  import('../scheduled/ScheduledMessages').then((module) => ({ default: module.ScheduledMessages })),
);

export interface AllNumbersPanelProps {
  /** The account's SMS numbers. */
  numbers: readonly string[];
  /** Reply/Compose on a card: opens that number's composer with the other party in To. */
  onReply: (accountNumber: string, party: string) => void;
}

/**
 * Every SMS number's messages in one list, each marked with the number it belongs to: the whole account's
 * stream that live updates read, and its older pages as the person reaches the end. As conversations, one
 * per account number and party: a reply goes out from the number its messages belong to.
 */
export function AllNumbersPanel({ numbers, onReply }: AllNumbersPanelProps) {
  const history = useAllNumbersHistory(numbers);
  const { newSids } = useLiveState();
  const newSet = useMemo(() => new Set(newSids), [newSids]);
  const accountNumbers = useMemo(() => new Set(numbers), [numbers]);
  const isUnread = useUnreadMarks(numbers, history.messages);
  // What waits for its time is listed apart, above the stream, with its Cancel.
  const scheduled = useMemo(
    () => history.messages.filter((message) => message.status === 'scheduled'),
    [history.messages],
  );
  const scheduledHeadingId = useId();

  // The reply goes out from the number the message belongs to, never another the person did not see.
  const answer = useCallback(
    (party: string, message: Message) => {
      const from = accountNumberOf(message, accountNumbers);
      if (from !== undefined) onReply(from, party);
    },
    [onReply, accountNumbers],
  );

  if (!history.started) return <LoadingSpinner label="Loading messages..." />;
  return (
    <section className="number-panel" aria-label="All numbers">
      {scheduled.length > 0 && (
        <section aria-labelledby={scheduledHeadingId}>
          <h2 id={scheduledHeadingId} className="h6 mt-3 mb-0">
            Scheduled
          </h2>
          <Suspense fallback={null}>
            <ScheduledMessages
              messages={scheduled}
              label="Scheduled messages from all numbers"
              emptyText=""
              showSender
            />
          </Suspense>
        </section>
      )}
      <div className="all-numbers-bar">
        <PreferredViewSwitch />
      </div>
      <MessagesViews
        phoneNumber={null}
        history={history}
        onReply={answer}
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
