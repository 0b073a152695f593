import { useId, useState } from 'react';
import { downloadFile } from '../../../lib/files/downloadFile';
import { contactsCsv, contactsFileName, type ExportedContact } from './contactsFiles';
import { counted } from '../../../lib/text/formatCount';

/**
 * Export every contact as CSV (for a spreadsheet) or vCard (for an address book): how contacts move to
 * another browser or computer, since they are kept only in this one.
 */
export function ContactsExport({ contacts }: { contacts: readonly ExportedContact[] }) {
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const what = counted(contacts.length, 'contact', 'contacts');

  async function saveVcard() {
    setFailure(null);
    try {
      // ical.js is downloaded only by someone who exports or imports a vCard file.
      const { contactsVcard } = await import('./contactsVcard');
      downloadFile(
        contactsFileName('vcf', new Date()),
        new Blob([contactsVcard(contacts)], { type: 'text/vcard;charset=utf-8' }),
      );
    } catch {
      setFailure('The vCard writer could not be downloaded. Check your connection and try again.');
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h5">
        Export contacts
      </h2>
      <p>
        To keep your contacts elsewhere or move them to another browser: export them here, then import the
        file there.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={contacts.length === 0}
          aria-label={`Export ${what} as CSV`}
          onClick={() =>
            downloadFile(
              contactsFileName('csv', new Date()),
              new Blob([contactsCsv(contacts)], { type: 'text/csv;charset=utf-8' }),
            )
          }
        >
          CSV <span className="fw-normal">(for a spreadsheet)</span>
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={contacts.length === 0}
          aria-label={`Export ${what} as vCard`}
          onClick={() => void saveVcard()}
        >
          vCard <span className="fw-normal">(for an address book)</span>
        </button>
      </div>
      {failure !== null && (
        <p role="alert" className="text-danger mt-2">
          {failure}
        </p>
      )}
    </section>
  );
}
