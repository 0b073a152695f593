/** Messages as CSV that a spreadsheet opens safely (docs/decisions/0018-export-formats.md). */
import type { Contacts } from '../../../lib/contacts/contacts';
import type { Message } from '../../../lib/twilio/models';
import { csvLine, UTF8_BOM } from '../../../lib/csv/csvCells';
import { messageRecord, RECORD_FIELDS } from './messageRecord';

/** The whole file: BOM, a header row of field names, then one row per message in the order given. */
export function messagesCsv(messages: readonly Message[], names: Contacts): string {
  const rows = messages.map((message) => {
    const record = messageRecord(message, names);
    // Unknown values (null) are empty cells, never 'null' or a made-up 0 or 1970.
    return csvLine(RECORD_FIELDS.map((field) => String(record[field] ?? '')));
  });
  return UTF8_BOM + csvLine(RECORD_FIELDS) + rows.join('');
}
