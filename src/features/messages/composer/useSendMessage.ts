import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMessage } from '../../../lib/twilio/api';
import { ProviderError } from '../../../lib/twilio/errors';
import { messagesKeys } from '../queries/messagesKeys';
import { addKnownMessages, awaitSentMessage, followSentMessage } from '../live/liveQueries';
import { messagesQuery } from '../queries/messagesQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

export interface SendInput {
  to: string;
  from: string;
  body: string;
  /** Public addresses of images to attach (MMS), sent as one `MediaUrl` each. */
  mediaUrls?: readonly string[];
}

/**
 * Whether a failed send may still have gone out: no answer arrived (a dropped connection) or the provider
 * answered 5xx — either may come after Twilio accepted the message — or it answered but
 * the answer could not be read. `sendMessage` reads no body, so a 2xx is a send that went out and never
 * fails; should an unreadable answer ever reach here, it is an answer that came after the POST was taken,
 * so it is never a definite refusal. A 4xx (429 included) is one.
 */
export function sendMayHaveGoneOut(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.kind === 'http') return error.status !== null && error.status >= 500;
  return true;
}

/**
 * Call 5. Retried by the app client's mutation policy only (a 429), never after a failure that may have
 * gone out. When a send may have gone out anyway, the number's message list is loaded again so the
 * Messages tab can tell. A message that went out joins the lists at once and is followed until its fate
 * is known; when its answer could not be read, live updates look for it instead.
 */
export function useSendMessage() {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => sendMessage(credentials, input),
    onSuccess: (message, input) => {
      const { accountSid } = credentials;
      if (message === null) {
        // Sent, but the answer could not be read: the next look finds it and it is followed from there.
        awaitSentMessage(queryClient, accountSid, { to: input.to, from: input.from, body: input.body });
        void queryClient.refetchQueries(
          { queryKey: messagesKeys.live(accountSid) },
          { cancelRefetch: false },
        );
        return;
      }
      addKnownMessages(queryClient, accountSid, [message]);
      followSentMessage(queryClient, accountSid, message.sid, Date.now());
    },
    onError: (error, input) => {
      if (!sendMayHaveGoneOut(error)) return;
      void queryClient.invalidateQueries({ queryKey: messagesQuery(credentials, input.from).queryKey });
    },
  });
}
