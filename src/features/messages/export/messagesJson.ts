import type { Message } from '../../../lib/twilio/models';
import { messageRecord } from './messageRecord';

/**
 * Messages as JSON for programs: an array of plain objects, the same fields as the CSV, with raw values
 * (no spreadsheet quoting; null for unknown). Pretty-printed so a person can read it too; no byte order
 * mark (RFC 8259 forbids one).
 */
export function messagesJson(messages: readonly Message[]): string {
  return `${JSON.stringify(messages.map(messageRecord), null, 2)}\n`;
}
