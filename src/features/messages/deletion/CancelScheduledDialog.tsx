import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { cancelScheduledMessage } from '../../../lib/twilio/api';
import type { Message } from '../../../lib/twilio/models';
import { MessageUpdateDialog } from './MessageUpdateDialog';

export interface CancelScheduledDialogProps {
  message: Message;
  onHide: () => void;
  /** Twilio canceled it. */
  onCanceled: () => void;
}

/** Asks before canceling a scheduled message (it is then never sent), then asks Twilio. */
export function CancelScheduledDialog({ message, onHide, onCanceled }: CancelScheduledDialogProps) {
  return (
    <MessageUpdateDialog
      title="Cancel this scheduled message?"
      confirmLabel="Cancel sending"
      dismissLabel="Keep it"
      update={(credentials) => cancelScheduledMessage(credentials, message.sid)}
      onHide={onHide}
      onDone={onCanceled}
    >
      Twilio will not send it to {formatPartyNumber(message.to)}. It stays in the list as canceled.
    </MessageUpdateDialog>
  );
}
