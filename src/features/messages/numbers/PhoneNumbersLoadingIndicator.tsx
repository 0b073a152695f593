import type { LoadingIndicatorProps } from 'react-select';
import { SpinnerIcon } from '../../../components/SpinnerIcon';
import type { PhoneNumberOption } from './phoneNumberOption';

/**
 * The phone-number dropdown's sign of numbers still loading: the app's own turning icon, which shows once
 * the wait has lasted a second, instead of react-select's three pulsing dots, which start at once and
 * draw a frame 60 times a second while the numbers of an ordinary account arrive in a fraction of one
 * (decision 0041). The placeholder says 'Loading phone numbers...' from the start.
 */
export function PhoneNumbersLoadingIndicator({
  innerProps,
}: LoadingIndicatorProps<PhoneNumberOption, false>) {
  return (
    <div {...innerProps} className="d-flex align-items-center px-2 text-body-secondary">
      <SpinnerIcon delayed />
    </div>
  );
}
