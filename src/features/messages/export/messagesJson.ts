import type { Contacts } from '../../../lib/contacts/contacts';
import type { Message } from '../../../lib/twilio/models';
import { messageRecord } from './messageRecord';

/** The CSV's fields with raw values, pretty-printed; no byte order mark (RFC 8259 forbids one). */
export function messagesJson(messages: readonly Message[], names: Contacts): string {
  const records = messages.map((message) => messageRecord(message, names));
  return `${JSON.stringify(records, null, 2)}\n`;
}
