import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { BusyButton } from '../../../components/BusyButton';
import { redactMessage } from '../../../lib/twilio/api';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import type { Message } from '../../../lib/twilio/models';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { replaceRedactedMessage } from './cachedMessages';
import '../../../styles/bootstrapModal.scss';

export interface RedactMessageDialogProps {
  message: Message;
  onHide: () => void;
  /** Twilio removed the text. */
  onRedacted: () => void;
}

/** Asks before removing a message's text (Twilio keeps the message without it), then asks Twilio. */
export function RedactMessageDialog({ message, onHide, onRedacted }: RedactMessageDialogProps) {
  const titleId = useId();
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);
  const redact = async () => {
    if (asked.current) return;
    asked.current = true;
    setBusy(true);
    setFailure(null);
    try {
      replaceRedactedMessage(
        queryClient,
        credentials.accountSid,
        await redactMessage(credentials, message.sid),
      );
      onRedacted();
    } catch (error) {
      setFailure(errorNameAndMessage(error));
    } finally {
      asked.current = false;
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={busy ? () => undefined : onHide} animation={false} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!busy} closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          Remove this message’s text?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          Twilio keeps the message (who, when, its status and pictures) without its text.{' '}
          <strong>This cannot be undone.</strong>
        </p>
        <div role="alert">
          {failure !== null && <p className="text-danger fw-semibold mt-3 mb-0">{failure}</p>}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <BusyButton className="btn btn-danger" busy={busy} onClick={() => void redact()}>
          Remove text
        </BusyButton>
        <button type="button" className="btn btn-secondary" onClick={onHide} disabled={busy}>
          Cancel
        </button>
      </Modal.Footer>
    </Modal>
  );
}
