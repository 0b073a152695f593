import type { Message } from '../../../lib/twilio/models';
import { isValidReply, isValidTo } from '../composer/composerRules';
import { isDeliveryFailure } from '../format/messageStatus';

/**
 * Whether a message offers "Send again": one the account sent that failed or was undelivered, to a number
 * the reply box would send to. Text only: its pictures are Twilio's copies, which cannot be attached again.
 */
export function offersSendAgain(message: Message): boolean {
  return (
    !message.isInbound &&
    isDeliveryFailure(message.status) &&
    message.numMedia === 0 &&
    isValidReply(message.body) &&
    isValidTo(message.to)
  );
}
