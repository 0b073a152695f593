import { AccountNumberMark } from '../numbers/AccountNumberMark';

export interface MessageMarksProps {
  /** Arrived while the app was open. */
  isNew: boolean;
  /** Inbound, and newer than the person's last look at the number. */
  unread: boolean;
  /** In 'All numbers': which of the account's numbers the message belongs to. */
  accountNumber?: string;
}

/** What the list knows about a message beyond its card, in words (never colour alone), read before it. */
export function MessageMarks({ isNew, unread, accountNumber }: MessageMarksProps) {
  if (!isNew && !unread && accountNumber === undefined) return null;
  return (
    <p className="message-marks d-flex flex-wrap align-items-center gap-2 mb-1 small">
      {isNew && <span className="badge text-bg-primary">New</span>}
      {unread && <span className="badge text-bg-warning">Unread</span>}
      {accountNumber !== undefined && <AccountNumberMark accountNumber={accountNumber} />}
    </p>
  );
}
