import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { Contacts } from '../../../lib/contacts/contacts';
import type { Message } from '../../../lib/twilio/models';
import { downloadFile } from '../../../lib/files/downloadFile';
import type { ExportFormat } from './exportFileName';
import '../../../styles/bootstrapModal.scss';

export interface ExportButtonProps {
  /** What the list shows, in its order (after the search and filters): exactly what is exported. */
  messages: readonly Message[];
  /** The number the list belongs to, for the file name; null for 'All numbers'. */
  phoneNumber: string | null;
  /** The names given to numbers, written beside the numbers they stand for. */
  contacts: Contacts;
}

const FORMATS: readonly { format: ExportFormat; label: string; about: string }[] = [
  { format: 'csv', label: 'CSV', about: 'for a spreadsheet' },
  { format: 'json', label: 'JSON', about: 'for a program' },
];

type MessagesFileModule = typeof import('./messagesFile');
let writer: Promise<MessagesFileModule> | null = null;

/** The file writers download when Export is first opened, not with the page: most visits never export. */
function loadWriter(): Promise<MessagesFileModule> {
  writer ??= import('./messagesFile').catch((error: unknown) => {
    writer = null;
    throw error;
  });
  return writer;
}

/**
 * 'Export': the Modal the image viewer already brings (no dropdown and its positioning library), a button
 * per format. The file is written only once a format is chosen.
 */
export function ExportButton({ messages, phoneNumber, contacts }: ExportButtonProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const count = messages.length;
  const what = `${count} ${count === 1 ? 'message' : 'messages'}`;
  async function save(format: ExportFormat) {
    setFailure(null);
    try {
      const { messagesFile } = await loadWriter();
      const file = messagesFile(messages, format, phoneNumber, new Date(), contacts);
      downloadFile(file.name, file.content);
      setOpen(false);
    } catch {
      setFailure(
        'The file could not be written: part of the app did not download. Check your connection and try again.',
      );
    }
  }
  return (
    <div className="export-button">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={count === 0}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          setFailure(null);
          // Fetched while the person chooses a format; a failure is said when one is chosen.
          loadWriter().catch(() => undefined);
        }}
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
                onClick={() => void save(format)}
              >
                {label} <span className="fw-normal">({about})</span>
              </button>
            ))}
          </div>
          {failure !== null && (
            <p role="alert" className="text-danger mt-3 mb-0">
              {failure}
            </p>
          )}
        </Modal.Body>
      </Modal>
    </div>
  );
}
