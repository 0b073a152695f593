/**
 * The Composer tab. It stays mounted while hidden, so a half-written message survives a look at the
 * Messages tab; "opening" is when its tab becomes active and it takes the shared recipient into To.
 */
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { Field } from '../../../components/Field';
import { CheckCircleIcon } from '../../../components/icons/CheckCircleIcon';
import { useTimedReset } from '../../../components/useTimedReset';
import { useSharedRecipient } from './useSharedRecipient';
import {
  COMPOSER_MESSAGE_MOST,
  MESSAGE_INVALID_HINT,
  hasTooManyDigits,
  isValidMessage,
  messagePlaceholder,
  nextToValue,
  sendsToLine,
  toProblem,
} from './composerRules';
import { MediaUrlPicker } from './MediaUrlPicker';
import { SendFailure } from './SendFailure';
import { useSendFlow } from './useSendFlow';
import { SegmentCounter } from './SegmentCounter';
import { submitOnSendKey } from './sendKeys';
import { useMessageLengthRules } from './useMessageLengthRules';
import { useMediaUrls } from './useMediaUrls';
import { useNumberOptOuts } from '../optOuts/useNumberOptOuts';
import { optOutOf } from '../optOuts/optOuts';
import { OptOutNotice } from '../optOuts/OptOutNotice';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { unfilledVariables, unfilledVariablesLine } from '../../../lib/templates/fillTemplate';
import { useTemplateInsertion } from '../templates/useTemplateInsertion';
import { TemplateTextarea } from '../templates/TemplateTextarea';
import { TemplatesMenu } from '../templates/TemplatesMenu';
import { SendFromChoice } from '../services/SendFromChoice';
import { SendLaterField } from '../services/SendLaterField';
import { useSendLater } from '../services/useSendLater';
import { futureTime } from '../../../lib/dates/formatDateTime';
import type { MessagingService } from '../../../lib/twilio/models';

/** How long 'Message sent successfully.' stays (docs/product.md#composer). */
export const SUCCESS_NOTICE_MS = 5000;

export interface ComposerProps {
  /** The chosen number, which sends the message. */
  from: string;
  /** Whether the Composer tab is the one showing. */
  active: boolean;
  /** Changes when Reply/Compose opened the composer: the Message field then gets the focus. */
  focusToken: number;
}

export function Composer({ from, active, focusToken }: ComposerProps) {
  const [recipient, setRecipient] = useSharedRecipient();
  const [to, setTo] = useState('');
  const [body, setBody] = useState('');
  // Message's cap: a key or paste that would pass it is not taken, and the field says why.
  const lengthRules = useMessageLengthRules(setBody);
  const [toTouched, setToTouched] = useState(false);
  const [bodyTouched, setBodyTouched] = useState(false);
  // A send was tried while a template's variable was still written in the text.
  const [triedUnfilled, setTriedUnfilled] = useState(false);
  // When the last send went out: its notice shows for a while, and only on the number it was sent from.
  const [sentAt, setSentAt] = useTimedReset<number | null>(null, SUCCESS_NOTICE_MS);
  // A message with images still needs its text (docs/decisions/0020-mms-by-url.md).
  const media = useMediaUrls();
  // Sent through the number's Messaging Service instead of from the number alone, when the person says so.
  const [through, setThrough] = useState<MessagingService | null>(null);
  const throughHere = through !== null && through.numbers.includes(from) ? through : null;
  const sendLater = useSendLater(from, active);
  // When the last message scheduled from here goes out, for its notice.
  const [scheduledFor, setScheduledFor] = useState<number | null>(null);
  // Notices belong to the number they were sent from (docs/product.md#composer).
  const flow = useSendFlow((input) => input.from === from);
  const toRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const { accountSid } = useSignedInCredentials();
  const templates = useTemplateInsertion({
    accountSid,
    to,
    from,
    text: body,
    onText: setBody,
    most: COMPOSER_MESSAGE_MOST,
    onRefused: lengthRules.refuse,
    fieldRef: bodyRef,
  });

  // Adjusted while rendering, so To never shows the old value for a frame; a number from a card is never
  // filtered (Send refuses a bad one). Starts closed, so a composer mounted open takes it too.
  const [wasActive, setWasActive] = useState(false);
  if (active !== wasActive) {
    setWasActive(active);
    if (active && recipient !== '') setTo(recipient);
  }

  const clearSharedRecipient = useEffectEvent(() => {
    if (recipient !== '') setRecipient('');
  });

  useEffect(() => {
    if (active) clearSharedRecipient();
  }, [active]);

  useEffect(() => {
    if (focusToken > 0) bodyRef.current?.focus();
  }, [focusToken]);

  const toError = toProblem(to);
  const toValid = toError === null;
  // Twilio would refuse it (21610): said before Send, though Send stays, as the list may be out of date.
  const optOuts = useNumberOptOuts(from);
  const optOut = optOutOf(optOuts, from, to);
  const bodyValid = isValidMessage(body);
  // A number longer than any phone number is said at once, as the person goes on typing it.
  const showToHint = !toValid && (toTouched || hasTooManyDigits(to));
  const showBodyHint = bodyTouched && !bodyValid;
  const unfilled = unfilledVariables(body);
  const unfilledLine = unfilled.length > 0 ? unfilledVariablesLine(unfilled) : null;
  const sending = flow.sending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!toValid || !bodyValid) {
      setToTouched(true);
      setBodyTouched(true);
      (toValid ? bodyRef : toRef).current?.focus();
      return;
    }
    if (unfilledLine !== null) {
      setTriedUnfilled(true);
      bodyRef.current?.focus();
      return;
    }
    if (media.holdsUnaddedDraft()) return;
    const timing = sendLater.timing();
    if (timing.kind === 'refused') return;
    // Scheduling goes through the number's service: from the number itself unless the pool was chosen.
    const service = timing.kind === 'later' ? timing.service : throughHere;
    const sendAtMs = timing.kind === 'later' ? timing.sendAtMs : null;
    const message = {
      to,
      from,
      body,
      mediaUrls: media.urls,
      ...(service === null ? {} : { service: { sid: service.sid, pool: throughHere !== null } }),
      ...(sendAtMs === null ? {} : { sendAtMs }),
    };
    flow.send(message, () => {
      setScheduledFor(sendAtMs);
      sendLater.reset();
      setBody('');
      setBodyTouched(false);
      setTriedUnfilled(false);
      lengthRules.clearNote();
      media.clear();
      setSentAt(Date.now());
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="my-3" aria-label="Compose a message">
      <SendFromChoice
        phoneNumber={from}
        numberService={sendLater.numberService}
        through={throughHere}
        onThroughChange={setThrough}
        disabled={sending}
      />
      <Field label="To" error={showToHint ? toError : null} hint={toValid && sendsToLine(to)}>
        {(control) => (
          <input
            {...control}
            ref={toRef}
            type="tel"
            value={to}
            required
            autoComplete="off"
            disabled={sending}
            onChange={(event) => {
              const next = nextToValue(event.target.value);
              setTo(next);
              setRecipient(next);
            }}
            onBlur={() => setToTouched(true)}
          />
        )}
      </Field>
      <div role="status" className={optOut === null ? undefined : 'mb-3'}>
        {optOut !== null && <OptOutNotice optOut={optOut} />}
      </div>
      <Field
        label="Message"
        error={
          showBodyHint ? MESSAGE_INVALID_HINT : triedUnfilled && unfilledLine !== null ? unfilledLine : null
        }
        hint={lengthRules.note ?? (triedUnfilled ? null : unfilledLine)}
        announceHint
        note={<SegmentCounter body={body} />}
      >
        {(control) => (
          <TemplateTextarea
            control={control}
            insertion={templates}
            opens="down"
            ref={bodyRef}
            rows={3}
            value={body}
            required
            disabled={sending}
            placeholder={messagePlaceholder(to, from)}
            onChange={lengthRules.onChange}
            onPaste={lengthRules.onPaste}
            onKeyDown={(event) => submitOnSendKey(event, false)}
            onBlur={() => setBodyTouched(true)}
          />
        )}
      </Field>
      <div className="mb-3">
        <TemplatesMenu accountSid={accountSid} insertion={templates} text={body} opens="down" />
      </div>
      <MediaUrlPicker media={media} disabled={sending} />
      <div className="mb-3">
        <SendLaterField {...sendLater.field} disabled={sending} />
      </div>
      <BusyButton type="submit" className="btn btn-primary" busy={sending}>
        {sendLater.asked ? 'Schedule' : 'Send'}
      </BusyButton>
      <div role="status" className="mt-3">
        {sending && <span className="visually-hidden">Sending...</span>}
        {flow.sent && sentAt !== null && (
          <p className="text-success fw-semibold mb-0">
            <CheckCircleIcon className="align-text-bottom" />{' '}
            {scheduledFor === null
              ? 'Message sent successfully.'
              : `Message scheduled for ${futureTime(scheduledFor, sentAt)}.`}
          </p>
        )}
      </div>
      <SendFailure error={flow.error} />
    </form>
  );
}
