import type { Message } from '../../../lib/twilio/models';
import { messageRecord } from './messageRecord';

/** The CSV's fields with raw values, pretty-printed; no byte order mark (RFC 8259 forbids one). */
export function messagesJson(messages: readonly Message[]): string {
  return `${JSON.stringify(messages.map(messageRecord), null, 2)}\n`;
}
