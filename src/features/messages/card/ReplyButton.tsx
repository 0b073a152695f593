import { useId } from 'react';
import { hasHiddenCharacters } from '../../../lib/phoneNumbers/hiddenCharacters';

export interface ReplyButtonProps {
  inbound: boolean;
  /** The other party: the sender of an inbound message, else the recipient. */
  party: string;
  onReply: (party: string) => void;
}

/**
 * 'Reply' or 'Compose'; refused, with the reason in words, for a number hiding characters: it may not be
 * the number the person sees (docs/decisions/0007).
 */
export function ReplyButton({ inbound, party, onReply }: ReplyButtonProps) {
  const reasonId = useId();
  const refused = hasHiddenCharacters(party);
  const action = inbound ? 'Reply' : 'Compose';
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={party === '' || refused}
        aria-describedby={refused ? reasonId : undefined}
        onClick={() => onReply(party)}
      >
        {action}
      </button>
      {refused && (
        <p id={reasonId} className="form-text mb-0 w-100">
          {action} is off: the {inbound ? "sender's" : "recipient's"} number contains hidden characters, so it
          may not be the number shown.
        </p>
      )}
    </>
  );
}
