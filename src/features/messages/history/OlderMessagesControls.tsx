import { BusyButton } from '../../../components/BusyButton';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import type { History } from './useHistory';

/**
 * Why older messages could not be read, and the button that reads them while there are any: the list's
 * footer and the conversations say it alike.
 */
export function OlderMessagesControls({ history, small = false }: { history: History; small?: boolean }) {
  const { hasOlder, isLoadingOlder, olderError, loadOlder } = history;
  return (
    <>
      {olderError !== null && (
        <p role="alert" className="text-danger small mb-2">
          Could not load older messages. {errorNameAndMessage(olderError)}
        </p>
      )}
      {hasOlder && (
        <BusyButton
          className={small ? 'btn btn-outline-secondary btn-sm' : 'btn btn-outline-secondary'}
          busy={isLoadingOlder}
          onClick={loadOlder}
        >
          {isLoadingOlder ? 'Loading older messages...' : 'Load older messages'}
        </BusyButton>
      )}
    </>
  );
}
