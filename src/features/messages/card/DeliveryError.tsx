import { ProviderText } from '../../../components/ProviderText';
import { deliveryErrorMeaning, errorNextStep, twilioErrorUrl } from './deliveryErrors';

export interface DeliveryErrorProps {
  /** Twilio's error code for an undelivered or failed message. */
  code: number;
  /** Twilio's own short text for the code (error_message), shown only when this app has no meaning. */
  providerMessage: string | null;
}

/** Why a message did not arrive, in plain words and Twilio's page. No hooks: it sits on long lists. */
export function DeliveryError({ code, providerMessage }: DeliveryErrorProps) {
  const meaning = deliveryErrorMeaning(code);
  const nextStep = errorNextStep(code);
  return (
    <p className="message-delivery-error small text-danger-emphasis mb-2">
      {meaning !== null ? (
        <span>
          Error {code}: {meaning}
          {nextStep !== null && ` ${nextStep}`}
        </span>
      ) : (
        <span>
          Error {code}
          {providerMessage !== null && (
            <>
              : <ProviderText>{providerMessage}</ProviderText>
            </>
          )}
        </span>
      )}{' '}
      <a href={twilioErrorUrl(code)} target="_blank" rel="noopener noreferrer">
        What error {code} means <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    </p>
  );
}
