import { errorNameAndMessage, ProviderError } from '../../../lib/twilio/errors';
import { deliveryErrorMeaning, errorNextStep, twilioErrorUrl } from '../card/deliveryErrors';
import { sendMayHaveGoneOut } from './useSendFlow';

/** Beside the red label when a send may have gone out although it failed (no answer, or a 5xx). */
export const MAY_HAVE_BEEN_SENT_NOTE =
  'The message may have been sent. Check the Messages tab before sending again.';

export interface SendFailureProps {
  /** Why the send failed; null when it did not. */
  error: unknown;
  /** Keeps the label clear of Send where no visible status line stands between them (the reply box). */
  spaceAbove?: boolean;
}

/**
 * A failed send's red label (docs/product.md#composer), and a note when it may have gone out anyway. The
 * alert region is always in the page, so a failure is announced the moment it fills it.
 */
export function SendFailure({ error, spaceAbove = false }: SendFailureProps) {
  return (
    <div role="alert">
      {error !== null && (
        <>
          <p className={`text-danger fw-semibold mb-0${spaceAbove ? ' mt-3' : ''}`}>
            {errorNameAndMessage(error)}
          </p>
          <ErrorAdvice error={error} />
          {sendMayHaveGoneOut(error) && <p className="mb-0">{MAY_HAVE_BEEN_SENT_NOTE}</p>}
        </>
      )}
    </div>
  );
}

/** Under the label, for a refusal this app knows: what it means and what to do, with Twilio's page. */
function ErrorAdvice({ error }: { error: unknown }) {
  const code = error instanceof ProviderError ? error.code : null;
  const meaning = code === null ? null : deliveryErrorMeaning(code);
  if (code === null || meaning === null) return null;
  const nextStep = errorNextStep(code);
  return (
    <p className="mb-0">
      {meaning}
      {nextStep !== null && ` ${nextStep}`}{' '}
      <a href={twilioErrorUrl(code)} target="_blank" rel="noopener noreferrer">
        What error {code} means <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    </p>
  );
}
