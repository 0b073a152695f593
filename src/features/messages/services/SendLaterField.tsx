import { lazy, Suspense, useId } from 'react';
import { NoServiceNotice } from './NoServiceNotice';
import type { SendLaterFieldProps } from './sendLater';

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

// Needed once Send later is on, so fetched then: the page's first load does not carry it.
const LazySendLaterTime = lazy(() =>
  import('./SendLaterTime').then((module) => ({ default: module.SendLaterTime })),
);

/** Once Send later is on: the time, and what it means in words (or why a number cannot schedule). */
export function SendLaterTime(props: SendLaterFieldProps) {
  if (!props.value.on) return null;
  return (
    <Suspense fallback={null}>
      <LazySendLaterTime {...props} />
    </Suspense>
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
  if (numberService.service === null) return <NoServiceNotice phoneNumber={phoneNumber} />;
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
