import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { BusyButton } from '../../../components/BusyButton';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { cancelScheduledMessage } from '../../../lib/twilio/api';
import { errorNameAndMessage, ProviderError } from '../../../lib/twilio/errors';
import type { Message } from '../../../lib/twilio/models';
import { deliveryErrorMeaning } from '../card/deliveryErrors';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { replaceUpdatedMessage } from './cachedMessages';
import '../../../styles/bootstrapModal.scss';

export interface CancelScheduledDialogProps {
  message: Message;
  onHide: () => void;
  /** Twilio canceled it. */
  onCanceled: () => void;
}

/** Asks before canceling a scheduled message (it is then never sent), then asks Twilio. */
export function CancelScheduledDialog({ message, onHide, onCanceled }: CancelScheduledDialogProps) {
  const titleId = useId();
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);
  const cancel = async () => {
    if (asked.current) return;
    asked.current = true;
    setBusy(true);
    setFailure(null);
    try {
      replaceUpdatedMessage(
        queryClient,
        credentials.accountSid,
        await cancelScheduledMessage(credentials, message.sid),
      );
      onCanceled();
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : null;
      const meaning = code === null ? null : deliveryErrorMeaning(code);
      setFailure(meaning === null ? errorNameAndMessage(error) : `${errorNameAndMessage(error)} ${meaning}`);
    } finally {
      asked.current = false;
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={busy ? () => undefined : onHide} animation={false} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!busy} closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          Cancel this scheduled message?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          Twilio will not send it to {formatPartyNumber(message.to)}. It stays in the list as canceled.
        </p>
        <div role="alert">
          {failure !== null && <p className="text-danger fw-semibold mt-3 mb-0">{failure}</p>}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <BusyButton className="btn btn-danger" busy={busy} onClick={() => void cancel()}>
          Cancel sending
        </BusyButton>
        <button type="button" className="btn btn-secondary" onClick={onHide} disabled={busy}>
          Keep it
        </button>
      </Modal.Footer>
    </Modal>
  );
}
