import { useId } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { ProviderText } from '../../../components/ProviderText';
import { QuietNotice } from '../../../components/QuietNotice';
import { SegmentedChoice } from '../../../components/SegmentedChoice';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import type { MessagingService } from '../../../lib/twilio/models';
import type { NumberService } from './useNumberService';
import { counted } from '../../../lib/text/formatCount';

export type SendFrom = 'number' | 'service';

export interface SendFromChoiceProps {
  /** The chosen number. */
  phoneNumber: string;
  numberService: NumberService;
  /** The service the message goes through, or null for the number alone. */
  through: MessagingService | null;
  onThroughChange: (service: MessagingService | null) => void;
  disabled: boolean;
}

function poolSize(service: MessagingService): string {
  return counted(service.numbers.length, 'number', 'numbers');
}

/**
 * Which sender a message goes out from, when the chosen number is in a Messaging Service: the number
 * itself (the default, as the spec's call 5 sends it), or the service, whose pool Twilio picks from.
 */
export function SendFromChoice({
  phoneNumber,
  numberService,
  through,
  onThroughChange,
  disabled,
}: SendFromChoiceProps) {
  const failureId = useId();
  const failed = numberService.state === 'failed';
  // Always there, so the failure is announced when it comes into it.
  const failure = (
    <div className={failed ? 'mb-3' : undefined} role="status">
      {failed && (
        <QuietNotice>
          <span id={failureId}>
            Messaging Services could not be read ({errorNameAndMessage(numberService.error)}); messages go
            from {formatPhoneNumber(phoneNumber)}.
          </span>{' '}
          <BusyButton
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            busy={numberService.retrying}
            aria-describedby={failureId}
            onClick={numberService.retry}
          >
            Try again
          </BusyButton>
        </QuietNotice>
      )}
    </div>
  );
  const service = numberService.state === 'known' ? numberService.service : null;
  if (service === null) return failure;
  return (
    <div className="mb-3">
      {/* Named for a screen reader by the group's own label. */}
      <div className="form-label mb-1" aria-hidden="true">
        Send from
      </div>
      <SegmentedChoice<SendFrom>
        label="Send from"
        value={through?.sid === service.sid ? 'service' : 'number'}
        onChange={(value) => onThroughChange(value === 'service' ? service : null)}
        disabled={disabled}
        choices={[
          { value: 'number', label: formatPhoneNumber(phoneNumber) },
          { value: 'service', label: service.friendlyName },
        ]}
      />
      <p className="form-text mb-0">
        {formatPhoneNumber(phoneNumber)} is in the Messaging Service{' '}
        <ProviderText>{service.friendlyName}</ProviderText> ({poolSize(service)}). Through the service, Twilio
        picks the sender among its numbers: the one that last wrote to this person, if any.
      </p>
    </div>
  );
}
