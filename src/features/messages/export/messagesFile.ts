import type { Contacts } from '../../../lib/contacts/contacts';
import type { Message } from '../../../lib/twilio/models';
import { exportFileName, type ExportFormat } from './exportFileName';
import { messagesCsv } from './messagesCsv';
import { messagesJson } from './messagesJson';

export interface MessagesFile {
  name: string;
  content: Blob;
}

/** The file an export saves: its name and its bytes (UTF-8; the CSV starts with a byte order mark). */
export function messagesFile(
  messages: readonly Message[],
  format: ExportFormat,
  phoneNumber: string | null,
  now: Date,
  names: Contacts,
): MessagesFile {
  const content =
    format === 'csv'
      ? new Blob([messagesCsv(messages, names)], { type: 'text/csv;charset=utf-8' })
      : new Blob([messagesJson(messages, names)], { type: 'application/json' });
  return { name: exportFileName(phoneNumber, format, now), content };
}
