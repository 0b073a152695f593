import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { Field } from '../../../components/Field';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import { MAY_HAVE_BEEN_SENT_NOTE } from '../Composer';
import { MESSAGE_INVALID_HINT, TO_INVALID_HINT, isValidMessage, isValidTo } from '../composerRules';
import { hasHiddenCharacters } from '../hiddenCharacters';
import { sendMayHaveGoneOut } from '../queries/useSendMessage';
import { SegmentCounter } from '../SegmentCounter';
import { useMessageLengthRules } from '../useMessageLengthRules';

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
 * Under a thread: the composer's Message rules (spec §5: under 200 characters, 3 word characters, the hint
 * after blur; a paste that would not fit inserts nothing and says why) with the segment counter. The
 * text stays until a send has gone out; a failure says why, and whether the message may have gone anyway.
 */
export function ReplyBox({ to, draft, onDraftChange, onSend, sending, error, sent }: ReplyBoxProps) {
  const [touched, setTouched] = useState(false);
  const lengthRules = useMessageLengthRules(onDraftChange);
  const valid = isValidMessage(draft);

  if (!isValidTo(to)) {
    // The composer would refuse this To; a number hiding characters may not be the one shown (0007).
    const why = hasHiddenCharacters(to) ? 'the number contains hidden characters.' : TO_INVALID_HINT;
    return <p className="form-text mt-3">Replies are off for this conversation: {why}</p>;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!valid) {
      setTouched(true);
      return;
    }
    setTouched(false);
    lengthRules.clearNote();
    onSend();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey) return;
    // The Enter that ends an input method's composition (Japanese, Chinese) belongs to it; Safari reports
    // it as keyCode 229 with isComposing already false.
    if (event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229) return;
    // A held Enter sends once; its repeats would only find the box emptied and call that invalid.
    if (event.repeat) {
      event.preventDefault();
      return;
    }
    // Ctrl+Enter (⌘+Enter) sends everywhere; Enter alone where it is said to.
    if (!(event.ctrlKey || event.metaKey || enterSends())) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="reply-box mt-3" aria-label="Reply">
      <Field
        label="Reply"
        error={touched && !valid ? MESSAGE_INVALID_HINT : null}
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
            onKeyDown={handleKeyDown}
            onBlur={() => setTouched(true)}
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
