import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useAnnounce } from '../../../components/useAnnounce';
import { forgetAccountData } from '../../../lib/preferences/forgetAccountData';
import '../../../styles/bootstrapModal.scss';

/**
 * What this browser keeps for the account, and the way to remove all of it after a confirmation: the
 * names, templates, triage marks, read markers and notification settings.
 */
export function AccountDataSection({ accountSid }: { accountSid: string }) {
  const headingId = useId();
  const titleId = useId();
  const announce = useAnnounce();
  const [confirming, setConfirming] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  function forget() {
    forgetAccountData(accountSid);
    setConfirming(false);
    setForgotten(true);
    announce("This browser's data for this account is gone.");
  }
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h5">
        This browser&apos;s data
      </h2>
      <p>
        For this account this browser keeps the names above, your templates, how far you have read each
        number, the conversations you pinned, archived or marked unread, and whether notifications are on.
        None of it is sent anywhere.
      </p>
      <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
        Forget this browser&apos;s data for this account
      </button>
      {forgotten && <p className="mt-2">Done: nothing is kept for this account in this browser any more.</p>}
      <Modal
        show={confirming}
        onHide={() => setConfirming(false)}
        animation={false}
        centered
        aria-labelledby={titleId}
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title as="h2" id={titleId} className="h5">
            Forget this browser&apos;s data?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">
            The names, the templates, the pinned, archived and unread marks, where you stopped reading, and
            the notification settings of this account are removed from this browser. This cannot be undone.
            Your messages at Twilio are not touched.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={forget}>
            Forget
          </button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
