import { useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { Field } from '../../../components/Field';
import {
  EMPTY_REPLY_HINT,
  REPLY_MOST,
  TO_INVALID_HINT,
  isValidReply,
  isValidTo,
} from '../composer/composerRules';
import { hasHiddenCharacters } from '../../../lib/phoneNumbers/hiddenCharacters';
import { SegmentCounter } from '../composer/SegmentCounter';
import { SendFailure } from '../composer/SendFailure';
import { submitOnSendKey } from '../composer/sendKeys';
import { useMessageLengthRules } from '../composer/useMessageLengthRules';
import type { SendFlow } from '../composer/useSendFlow';
import type { ConversationId } from './conversationGroups';
import type { OptOut } from '../optOuts/optOuts';
import { OptOutNotice } from '../optOuts/OptOutNotice';
import { unfilledVariables, unfilledVariablesLine } from '../../../lib/templates/fillTemplate';
import { useTemplateInsertion } from '../templates/useTemplateInsertion';
import { TemplateTextarea } from '../templates/TemplateTextarea';
import { TemplatesMenu } from '../templates/TemplatesMenu';
import { SendLaterSwitch, SendLaterTime } from '../services/SendLaterField';
import { useSendLater } from '../services/useSendLater';

export interface ReplyBoxProps {
  /** The signed-in account, whose templates and contacts the box uses. */
  accountSid: string;
  /** The reply goes to its party, from its account number. */
  conversation: ConversationId;
  /** What is typed: kept by the conversations view, so it outlives a look at another thread. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** The conversations' send flow: one reply at a time, its outcome shown in its own conversation. */
  flow: SendFlow;
  /** The party replied STOP to this number: Twilio would refuse the reply, which the box says first. */
  optOut?: OptOut | null;
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
export function ReplyBox({
  accountSid,
  conversation,
  draft,
  onDraftChange,
  flow,
  optOut = null,
}: ReplyBoxProps) {
  const { party: to, accountNumber: from } = conversation;
  const { sending } = flow;
  const [triedEmpty, setTriedEmpty] = useState(false);
  const [triedUnfilled, setTriedUnfilled] = useState(false);
  const lengthRules = useMessageLengthRules(onDraftChange, REPLY_MOST);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const sendLater = useSendLater(from, true, 'button');
  // Whether the last reply that went out was scheduled, for what the status says.
  const [scheduledLast, setScheduledLast] = useState(false);
  const templates = useTemplateInsertion({
    accountSid,
    to,
    from,
    text: draft,
    onText: onDraftChange,
    most: REPLY_MOST,
    onRefused: lengthRules.refuse,
    fieldRef,
  });
  const valid = isValidReply(draft);
  const unfilled = unfilledVariables(draft);
  const unfilledLine = unfilled.length > 0 ? unfilledVariablesLine(unfilled) : null;
  // Under the box: why an edit was not taken, else a variable still to replace.
  const remark = lengthRules.note ?? (triedUnfilled ? null : unfilledLine);

  if (!isValidTo(to)) {
    // The composer would refuse this To; a number hiding characters may not be the one shown (0007).
    const why = hasHiddenCharacters(to) ? 'the number contains hidden characters.' : TO_INVALID_HINT;
    return <p className="form-text mt-3">Replies are off for this conversation: {why}</p>;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      setTriedEmpty(true);
      return;
    }
    if (unfilledLine !== null) {
      setTriedUnfilled(true);
      fieldRef.current?.focus();
      return;
    }
    const timing = sendLater.timing();
    if (timing.kind === 'refused') return;
    lengthRules.clearNote();
    setTriedUnfilled(false);
    const later =
      timing.kind === 'later'
        ? { service: { sid: timing.service.sid, pool: false }, sendAtMs: timing.sendAtMs }
        : {};
    // Cleared only once it went out: a failed reply keeps its text.
    flow.send({ to, from, body: draft, ...later }, () => {
      onDraftChange('');
      setScheduledLast(timing.kind === 'later');
      sendLater.reset();
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="reply-box mt-3" aria-label="Reply">
      <Field
        label="Reply"
        error={
          triedEmpty && !valid
            ? EMPTY_REPLY_HINT
            : triedUnfilled && unfilledLine !== null
              ? unfilledLine
              : null
        }
        hint={
          optOut === null && remark === null ? null : (
            <>
              {optOut !== null && <OptOutNotice optOut={optOut} inline />}
              {remark}
            </>
          )
        }
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
          <TemplateTextarea
            control={control}
            insertion={templates}
            opens="up"
            ref={fieldRef}
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
      <div className="reply-box__actions">
        <BusyButton type="submit" className="btn btn-primary" busy={sending}>
          {sendLater.asked ? 'Schedule' : 'Send'}
        </BusyButton>
        <TemplatesMenu accountSid={accountSid} insertion={templates} text={draft} opens="up" />
        <SendLaterSwitch {...sendLater.field} disabled={sending} />
      </div>
      <SendLaterTime {...sendLater.field} disabled={sending} />
      <div role="status" className="visually-hidden">
        {sending ? 'Sending...' : flow.sent && (scheduledLast ? 'Reply scheduled.' : 'Reply sent.')}
      </div>
      <SendFailure error={flow.error} spaceAbove />
    </form>
  );
}
