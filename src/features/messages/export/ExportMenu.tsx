import Dropdown from 'react-bootstrap/Dropdown';
import type { Message } from '../../../lib/twilio/models';
import { downloadFile } from './downloadFile';
import type { ExportFormat } from './exportFileName';
import { messagesFile } from './messagesFile';
import './ExportMenu.scss';

export interface ExportMenuProps {
  /** What the list shows, in its order: exactly what is exported (filters feed it later). */
  messages: readonly Message[];
  /** The number the list belongs to, for the file name; null for 'All numbers'. */
  phoneNumber: string | null;
}

const FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
];

/**
 * 'Export' above the list: a menu of CSV and JSON. The file is written only when a format is chosen, so
 * a long list costs nothing while the person reads it. Disabled while the list is empty.
 */
export function ExportMenu({ messages, phoneNumber }: ExportMenuProps) {
  const count = messages.length;
  const what = `${count} ${count === 1 ? 'message' : 'messages'}`;
  const save = (format: ExportFormat) => {
    const file = messagesFile(messages, format, phoneNumber, new Date());
    downloadFile(file.name, file.content);
  };
  return (
    <div className="export-menu">
      <Dropdown align="end">
        {/* variant: react-bootstrap's btn-outline-primary, written out here for the unused-CSS removal. */}
        <Dropdown.Toggle variant="outline-primary" disabled={count === 0} aria-haspopup="menu">
          Export
        </Dropdown.Toggle>
        {/* role="menu": focus goes to the first item when the menu is opened from the keyboard. */}
        <Dropdown.Menu role="menu">
          {FORMATS.map(({ format, label }) => (
            <Dropdown.Item
              key={format}
              as="button"
              type="button"
              role="menuitem"
              aria-label={`Export ${what} as ${label}`}
              onClick={() => save(format)}
            >
              {label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
