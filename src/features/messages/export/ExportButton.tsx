import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { Message } from '../../../lib/twilio/models';
import { downloadFile } from '../../../lib/files/downloadFile';
import type { ExportFormat } from './exportFileName';
import { messagesFile } from './messagesFile';
import '../../../styles/bootstrapModal.scss';

export interface ExportButtonProps {
  /** What the list shows, in its order (after the search and filters): exactly what is exported. */
  messages: readonly Message[];
  /** The number the list belongs to, for the file name; null for 'All numbers'. */
  phoneNumber: string | null;
}

const FORMATS: readonly { format: ExportFormat; label: string; about: string }[] = [
  { format: 'csv', label: 'CSV', about: 'for a spreadsheet' },
  { format: 'json', label: 'JSON', about: 'for a program' },
];

/**
 * 'Export': the Modal the image viewer already brings (no dropdown and its positioning library), a button
 * per format. The file is written only once a format is chosen.
 */
export function ExportButton({ messages, phoneNumber }: ExportButtonProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const count = messages.length;
  const what = `${count} ${count === 1 ? 'message' : 'messages'}`;
  const save = (format: ExportFormat) => {
    const file = messagesFile(messages, format, phoneNumber, new Date());
    downloadFile(file.name, file.content);
    setOpen(false);
  };
  return (
    <div className="export-button">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={count === 0}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Export
      </button>
      {/* No fade: react-bootstrap's could leave the dialog on the page, unseen (decision 0035). */}
      <Modal show={open} onHide={() => setOpen(false)} animation={false} centered aria-labelledby={titleId}>
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
    </div>
  );
}
