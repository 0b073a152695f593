import { redactMessage } from '../../../lib/twilio/api';
import type { Message } from '../../../lib/twilio/models';
import { MessageUpdateDialog } from './MessageUpdateDialog';

export interface RedactMessageDialogProps {
  message: Message;
  onHide: () => void;
  /** Twilio removed the text. */
  onRedacted: () => void;
}

/** Asks before removing a message's text (Twilio keeps the message without it), then asks Twilio. */
export function RedactMessageDialog({ message, onHide, onRedacted }: RedactMessageDialogProps) {
  return (
    <MessageUpdateDialog
      title="Remove this message’s text?"
      confirmLabel="Remove text"
      dismissLabel="Cancel"
      update={(credentials) => redactMessage(credentials, message.sid)}
      onHide={onHide}
      onDone={onRedacted}
    >
      Twilio keeps the message (who, when, its status and pictures) without its text.{' '}
      <strong>This cannot be undone.</strong>
    </MessageUpdateDialog>
  );
}
