import { useId, type Ref } from 'react';
import { Field } from '../../../components/Field';
import { ProviderText } from '../../../components/ProviderText';
import { QuietNotice } from '../../../components/QuietNotice';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import {
  localDateTimeValue,
  parseLocalDateTime,
  SCHEDULE_MAX_MS,
  SCHEDULE_MIN_MS,
  sendAtProblem,
} from '../../../lib/scheduledMessages/sendWindow';
import { futureTime } from '../format/formatDateTime';
import { useMinuteClock } from '../format/useMinuteClock';
import type { NumberService } from './useNumberService';

/** What the person chose: send now, or at the time typed (a `datetime-local` value). */
export interface SendLater {
  on: boolean;
  at: string;
}

export const SEND_NOW: SendLater = { on: false, at: '' };

export interface SendLaterFieldProps {
  phoneNumber: string;
  numberService: NumberService;
  value: SendLater;
  onChange: (value: SendLater) => void;
  /** Send was pressed without a time: the field asks for one, in red. */
  showProblem: boolean;
  disabled: boolean;
  /** Given the time field, to put the focus there when a send is refused for its time. */
  timeRef: Ref<HTMLInputElement>;
  /**
   * 'checkbox' (the Composer); 'button', a toggle that takes no room until pressed (a reply box, under a
   * thread), and says why a number in no service cannot schedule only then.
   */
  toggle?: 'checkbox' | 'button';
}

/**
 * "Send later": a day and time in Twilio's window, in the person's time zone, said back in words. Only a
 * number in a Messaging Service can schedule; one in none says so. The Composer shows it whole; a reply box
 * puts its toggle beside Send and the rest under the box (SendLaterSwitch, SendLaterTime).
 */
export function SendLaterField(props: SendLaterFieldProps) {
  return (
    <>
      <SendLaterSwitch {...props} />
      <SendLaterTime {...props} />
    </>
  );
}

/** The checkbox, or the toggle button; a checkbox is replaced by why a number in no service cannot schedule. */
export function SendLaterSwitch({
  phoneNumber,
  numberService,
  value,
  onChange,
  disabled,
  toggle = 'checkbox',
}: SendLaterFieldProps) {
  const checkboxId = useId();
  if (toggle === 'button') {
    return (
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-pressed={value.on}
        disabled={disabled}
        onClick={() => onChange({ ...value, on: !value.on })}
      >
        Send later
      </button>
    );
  }
  if (numberService.state !== 'known') return null;
  if (numberService.service === null) return <NoService phoneNumber={phoneNumber} />;
  return (
    <div className="form-check">
      <input
        id={checkboxId}
        type="checkbox"
        className="form-check-input"
        checked={value.on}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, on: event.target.checked })}
      />
      <label htmlFor={checkboxId} className="form-check-label">
        Send later
      </label>
    </div>
  );
}

function NoService({ phoneNumber }: { phoneNumber: string }) {
  return (
    <QuietNotice>
      Send later needs a Messaging Service, and {formatPhoneNumber(phoneNumber)} is in none.
    </QuietNotice>
  );
}

/** Once Send later is on: the time, and what it means in words (or why a number cannot schedule). */
export function SendLaterTime({
  phoneNumber,
  numberService,
  value,
  onChange,
  showProblem,
  disabled,
  timeRef,
  toggle = 'checkbox',
}: SendLaterFieldProps) {
  const nowMs = useMinuteClock();
  if (!value.on) return null;
  if (numberService.state !== 'known') {
    // Only a toggle can be pressed before the service is known.
    if (toggle === 'checkbox') return null;
    return (
      <div className="mt-2" role="status">
        <QuietNotice>
          {numberService.state === 'loading'
            ? 'Looking for the number’s Messaging Service…'
            : `Messaging Services could not be read (${errorNameAndMessage(numberService.error)}), so this cannot be scheduled.`}
        </QuietNotice>
      </div>
    );
  }
  const { service } = numberService;
  if (service === null)
    return toggle === 'button' ? (
      <div className="mt-2" role="status">
        <NoService phoneNumber={phoneNumber} />
      </div>
    ) : null;
  const sendAtMs = parseLocalDateTime(value.at);
  const problem = value.at !== '' ? sendAtProblem(sendAtMs, nowMs) : null;
  return (
    <div className="mt-2">
      <Field
        label="Send at"
        // A time typed is judged at once; an empty one only once Send was pressed.
        error={value.at !== '' ? problem : showProblem ? sendAtProblem(null, nowMs) : null}
        announceHint
        hint={
          sendAtMs !== null && problem === null ? (
            <>
              {futureTime(sendAtMs, nowMs)}, through <ProviderText>{service.friendlyName}</ProviderText>
            </>
          ) : (
            'From 15 minutes to 35 days ahead, in this device’s time zone.'
          )
        }
      >
        {(control) => (
          <input
            {...control}
            ref={timeRef}
            type="datetime-local"
            value={value.at}
            min={localDateTimeValue(nowMs + SCHEDULE_MIN_MS)}
            max={localDateTimeValue(nowMs + SCHEDULE_MAX_MS)}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, at: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
