import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { Field } from '../../../components/Field';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import { MAY_HAVE_BEEN_SENT_NOTE } from '../composer/Composer';
import {
  EMPTY_REPLY_HINT,
  REPLY_MOST,
  TO_INVALID_HINT,
  isValidReply,
  isValidTo,
} from '../composer/composerRules';
import { hasHiddenCharacters } from '../format/hiddenCharacters';
import { sendMayHaveGoneOut } from '../composer/useSendMessage';
import { SegmentCounter } from '../composer/SegmentCounter';
import { submitOnSendKey } from '../composer/sendKeys';
import { useMessageLengthRules } from '../composer/useMessageLengthRules';

export interface ReplyBoxProps {
  /** The other party, who the reply goes to. */
  to: string;
  /** What is typed: kept by the conversations view, so it outlives a look at another thread. */
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  sending: boolean;
  /** Why this conversation's last send failed; null when it did not. */
  error: unknown;
  /** This conversation's last send went out. */
  sent: boolean;
}

/**
 * Whether Enter alone sends, as in a chat on a computer. Not where the main pointer is a finger: a phone's
 * keyboard has no Shift+Enter, so there Enter starts a new line and the Send button sends.
 */
function enterSends(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Under a thread: Twilio's rules for a message, not the Composer's (which are the spec's): any text that
 * is not blank, up to 1,600 characters, with the segment counter saying what it will cost; a paste that
 * would not fit inserts nothing and says why. An empty reply is pointed out when it is sent, not when the
 * box is left. The text stays until a send has gone out; a failure says why, and whether the message may
 * have gone anyway.
 */
export function ReplyBox({ to, draft, onDraftChange, onSend, sending, error, sent }: ReplyBoxProps) {
  const [triedEmpty, setTriedEmpty] = useState(false);
  const lengthRules = useMessageLengthRules(onDraftChange, REPLY_MOST);
  const valid = isValidReply(draft);

  if (!isValidTo(to)) {
    // The composer would refuse this To; a number hiding characters may not be the one shown (0007).
    const why = hasHiddenCharacters(to) ? 'the number contains hidden characters.' : TO_INVALID_HINT;
    return <p className="form-text mt-3">Replies are off for this conversation: {why}</p>;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!valid) {
      setTriedEmpty(true);
      return;
    }
    lengthRules.clearNote();
    onSend();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="reply-box mt-3" aria-label="Reply">
      <Field
        label="Reply"
        error={triedEmpty && !valid ? EMPTY_REPLY_HINT : null}
        hint={lengthRules.note}
        announceHint
        note={
          <>
            <SegmentCounter body={draft} followed />{' '}
            <span className="d-block">
              {enterSends() ? 'Enter sends, Shift+Enter starts a new line.' : 'Enter starts a new line.'}
            </span>
          </>
        }
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={draft}
            required
            // Read-only rather than disabled while sending: the focus stays where the person left it.
            readOnly={sending}
            onChange={lengthRules.onChange}
            onPaste={lengthRules.onPaste}
            onKeyDown={(event) => submitOnSendKey(event, enterSends())}
          />
        )}
      </Field>
      <BusyButton type="submit" className="btn btn-primary" busy={sending}>
        Send
      </BusyButton>
      <div role="status" className="visually-hidden">
        {sending ? 'Sending...' : sent && 'Reply sent.'}
      </div>
      <div role="alert">
        {error !== null && (
          <>
            <p className="text-danger fw-semibold mb-0 mt-3">{errorNameAndMessage(error)}</p>
            {sendMayHaveGoneOut(error) && <p className="mb-0">{MAY_HAVE_BEEN_SENT_NOTE}</p>}
          </>
        )}
      </div>
    </form>
  );
}
