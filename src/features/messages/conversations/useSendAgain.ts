import { useRef, useState } from 'react';
import type { Message } from '../../../lib/twilio/models';
import type { SendFlow } from '../composer/useSendFlow';

/**
 * Send again: a failed message's text as a new message, through the conversations' send flow (one send at
 * a time). Once one has gone out, its failed original is not offered again while the conversations are
 * shown: a second press, or a double click that outlasts a quick answer, must not send it twice. A send
 * that fails can be tried again.
 */
export function useSendAgain(flow: SendFlow) {
  const [sent, setSent] = useState<ReadonlySet<string>>(() => new Set());
  // Read by a press in the same task as the answer, before the state above has rendered.
  const sentNow = useRef(new Set<string>());

  function send({ sid, to, from, body }: Message) {
    if (sentNow.current.has(sid)) return;
    flow.send({ to, from, body }, () => {
      sentNow.current.add(sid);
      setSent(new Set(sentNow.current));
    });
  }

  return { send, sent };
}
