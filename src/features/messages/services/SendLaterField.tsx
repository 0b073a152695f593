import { useId } from 'react';
import { Field } from '../../../components/Field';
import { ProviderText } from '../../../components/ProviderText';
import { QuietNotice } from '../../../components/QuietNotice';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
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
  timeRef: React.Ref<HTMLInputElement>;
}

/**
 * "Send later": a day and time in Twilio's window, in the person's time zone, said back in words. Only a
 * number in a Messaging Service can schedule; one in none says so.
 */
export function SendLaterField({
  phoneNumber,
  numberService,
  value,
  onChange,
  showProblem,
  disabled,
  timeRef,
}: SendLaterFieldProps) {
  const checkboxId = useId();
  const nowMs = useMinuteClock();
  if (numberService.state !== 'known') return null;
  const { service } = numberService;
  if (service === null) {
    return (
      <QuietNotice>
        Send later needs a Messaging Service, and {formatPhoneNumber(phoneNumber)} is in none.
      </QuietNotice>
    );
  }
  const sendAtMs = parseLocalDateTime(value.at);
  const problem = value.on && value.at !== '' ? sendAtProblem(sendAtMs, nowMs) : null;
  return (
    <div className="mb-3">
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
      {value.on && (
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
      )}
    </div>
  );
}
