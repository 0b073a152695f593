import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { BusyButton } from '../../../components/BusyButton';
import type { Credentials } from '../../../lib/twilio/credentials';
import { errorNameAndMessage, ProviderError } from '../../../lib/twilio/errors';
import type { Message } from '../../../lib/twilio/models';
import { deliveryErrorMeaning } from '../card/deliveryErrors';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { replaceChangedMessage } from './cachedMessages';
import '../../../styles/bootstrapModal.scss';

export interface MessageUpdateDialogProps {
  title: string;
  /** What it does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  /** Asks Twilio; resolves with the message as Twilio now has it. */
  update: (credentials: Credentials) => Promise<Message>;
  onHide: () => void;
  /** Twilio did it, and the message is shown as it is now. */
  onDone: () => void;
}

/**
 * Asks before one change to a message at Twilio (its text removed, its sending canceled), then asks
 * Twilio, puts the answer in the message's place everywhere, and says why in the dialog if Twilio refused.
 */
export function MessageUpdateDialog({
  title,
  children,
  confirmLabel,
  dismissLabel,
  update,
  onHide,
  onDone,
}: MessageUpdateDialogProps) {
  const titleId = useId();
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);
  const confirm = async () => {
    if (asked.current) return;
    asked.current = true;
    setBusy(true);
    setFailure(null);
    try {
      replaceChangedMessage(queryClient, credentials.accountSid, await update(credentials));
      onDone();
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : null;
      const meaning = code === null ? null : deliveryErrorMeaning(code);
      setFailure([errorNameAndMessage(error), meaning].filter((part) => part !== null).join(' '));
    } finally {
      asked.current = false;
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={busy ? () => undefined : onHide} animation={false} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!busy} closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{children}</p>
        <div role="alert">
          {failure !== null && <p className="text-danger fw-semibold mt-3 mb-0">{failure}</p>}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <BusyButton className="btn btn-danger" busy={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </BusyButton>
        <button type="button" className="btn btn-secondary" onClick={onHide} disabled={busy}>
          {dismissLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
