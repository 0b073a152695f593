import { Field } from '../../../components/Field';
import { ProviderText } from '../../../components/ProviderText';
import { QuietNotice } from '../../../components/QuietNotice';
import {
  localDateTimeValue,
  parseLocalDateTime,
  SCHEDULE_MAX_MS,
  SCHEDULE_MIN_MS,
  sendAtProblem,
} from '../../../lib/scheduledMessages/sendWindow';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import { futureTime } from '../../../lib/dates/formatDateTime';
import { useMinuteClock } from '../format/useMinuteClock';
import { NoServiceNotice } from './NoServiceNotice';
import type { SendLaterFieldProps } from './sendLater';

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
        <NoServiceNotice phoneNumber={phoneNumber} />
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
