import { useMemo, useState } from 'react';
import { useAnnounce } from '../../../components/useAnnounce';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import { useSendTimes } from '../../../lib/scheduledMessages/scheduledSendTimes';
import type { Message } from '../../../lib/twilio/models';
import { MessageBody } from '../card/MessageBody';
import { ScheduledFor } from '../card/ScheduledFor';
import { RemovalDialog } from '../deletion/RemovalDialog';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

export interface ScheduledMessagesProps {
  /** Loaded messages of the view; those still waiting for their time are listed. */
  messages: readonly Message[];
  /** The list's accessible name. */
  label: string;
  /** Said when none waits. */
  emptyText: string;
  /** In a view of several numbers: each message says which it goes from. */
  showSender?: boolean;
}

/**
 * The messages waiting for their time, soonest first (those this browser does not know the time of
 * last), each with Cancel sending (docs/product.md#send-later).
 */
export function ScheduledMessages({
  messages,
  label,
  emptyText,
  showSender = false,
}: ScheduledMessagesProps) {
  const { accountSid } = useSignedInCredentials();
  const sendTimes = useSendTimes(accountSid);
  const announce = useAnnounce();
  const [canceling, setCanceling] = useState<Message | null>(null);
  const waiting = useMemo(
    () =>
      messages
        .filter((message) => message.status === 'scheduled')
        .sort(
          (a, b) =>
            (sendTimes[a.sid] ?? Number.POSITIVE_INFINITY) - (sendTimes[b.sid] ?? Number.POSITIVE_INFINITY) ||
            (b.dateCreatedMs ?? 0) - (a.dateCreatedMs ?? 0),
        ),
    [messages, sendTimes],
  );
  return (
    <>
      {waiting.length === 0 ? (
        <p className="my-3">{emptyText}</p>
      ) : (
        <ul className="list-unstyled my-3" aria-label={label}>
          {waiting.map((message) => (
            <li key={message.sid} className="card mb-2">
              <div className="card-body py-2">
                <p className="mb-1 fw-semibold">
                  To {formatPartyNumber(message.to)}
                  {showSender && message.from !== '' && ` · from ${formatPhoneNumber(message.from)}`}
                  <ScheduledFor sid={message.sid} />
                </p>
                <MessageBody body={message.body} />
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm mt-2"
                  aria-haspopup="dialog"
                  onClick={() => setCanceling(message)}
                >
                  Cancel sending
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canceling !== null && (
        <RemovalDialog
          removal={{ kind: 'cancel-scheduled', message: canceling }}
          onClose={(done) => {
            setCanceling(null);
            if (done) announce('Scheduled message canceled.');
          }}
        />
      )}
    </>
  );
}
