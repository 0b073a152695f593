import type { Message } from '../../lib/twilio/models';

/**
 * Which of the account's numbers a message belongs to: the one it was sent to when it came in, else the
 * one it was sent from. The one rule for the 'On …' mark and for the number a Reply goes out from, so a
 * reply always leaves from the number the person saw on the card.
 */
export function accountNumberOf(message: Message, accountNumbers: ReadonlySet<string>): string | undefined {
  if (message.isInbound && accountNumbers.has(message.to)) return message.to;
  if (accountNumbers.has(message.from)) return message.from;
  return accountNumbers.has(message.to) ? message.to : undefined;
}
