import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { Contacts } from '../../../lib/contacts/contacts';
import type { Message } from '../../../lib/twilio/models';
import { downloadFile } from '../../../lib/files/downloadFile';
import type { ExportFormat } from './exportFileName';
import { messagesFile } from './messagesFile';
import '../../../styles/bootstrapModal.scss';
import { counted } from '../../../lib/text/formatCount';

export interface ExportDialogProps {
  /** What the list shows, in its order (after the search and filters): exactly what is exported. */
  messages: readonly Message[];
  /** The number the list belongs to, for the file name; null for 'All numbers'. */
  phoneNumber: string | null;
  /** The names given to numbers, written beside the numbers they stand for. */
  contacts: Contacts;
  onHide: () => void;
}

const FORMATS: readonly { format: ExportFormat; label: string; about: string }[] = [
  { format: 'csv', label: 'CSV', about: 'for a spreadsheet' },
  { format: 'json', label: 'JSON', about: 'for a program' },
];

/** A button per format; the file is written only once one is chosen, and the dialog then closes. */
export function ExportDialog({ messages, phoneNumber, contacts, onHide }: ExportDialogProps) {
  const titleId = useId();
  const count = messages.length;
  const what = counted(count, 'message', 'messages');
  const save = (format: ExportFormat) => {
    const file = messagesFile(messages, format, phoneNumber, new Date(), contacts);
    downloadFile(file.name, file.content);
    onHide();
  };
  return (
    // No fade: react-bootstrap's could leave the dialog on the page, unseen (decision 0035).
    <Modal show onHide={onHide} animation={false} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          Export {what}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>The messages the list shows now, after the search and filters, in the order shown.</p>
        <div className="d-flex flex-wrap gap-2">
          {FORMATS.map(({ format, label, about }) => (
            <button
              key={format}
              type="button"
              className="btn btn-primary"
              aria-label={`Export ${what} as ${label}`}
              onClick={() => save(format)}
            >
              {label} <span className="fw-normal">({about})</span>
            </button>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
