import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { sendMessage, type SendMessageInput } from '../../../lib/twilio/api';
import { ProviderError } from '../../../lib/twilio/errors';
import { rememberSendTime } from '../../../lib/scheduledMessages/scheduledSendTimes';
import { messagesKeys } from '../queries/messagesKeys';
import { addKnownMessages, awaitSentMessage, followSentMessage } from '../live/liveQueries';
import { messagesQuery } from '../queries/messagesQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/**
 * Whether a failed send may still have gone out: no answer or a 5xx may come after Twilio took the
 * message, and so may an unreadable answer. Only a 4xx (429 included) is a definite refusal.
 */
export function sendMayHaveGoneOut(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.kind === 'http') return error.status !== null && error.status >= 500;
  return true;
}

export interface SendFlow {
  /**
   * Sends `input`, unless a send is already under way: one message at a time, and a second press in the
   * same moment is refused too. `onSent` runs once it went out, for the caller to clear what was typed.
   */
  send: (input: SendMessageInput, onSent: () => void) => void;
  /** A send is under way: Send is busy and what was typed cannot change. */
  sending: boolean;
  /** Why the last send failed, when it was sent from here; null otherwise. */
  error: unknown;
  /** The last send went out, and was sent from here. */
  sent: boolean;
}

/**
 * Sending, for the Composer and the reply box (docs/product.md#composer, #reply-box). After a failure that
 * may have gone out, the number's list is read again so the Messages tab can tell. `isHere` says which
 * sends' error and success the caller shows.
 */
export function useSendFlow(isHere: (input: SendMessageInput) => boolean): SendFlow {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(credentials, input),
    onSuccess: (message, input) => {
      const { accountSid } = credentials;
      if (message === null) {
        // Sent, but its answer could not be read: live updates look for it.
        awaitSentMessage(queryClient, accountSid, { to: input.to, from: input.from, body: input.body });
        void queryClient.refetchQueries(
          { queryKey: messagesKeys.live(accountSid) },
          { cancelRefetch: false },
        );
        return;
      }
      addKnownMessages(queryClient, accountSid, [message]);
      if (input.sendAtMs !== undefined) {
        // Twilio's answer does not say when it goes out; live updates see it leave then.
        rememberSendTime(accountSid, message.sid, input.sendAtMs, Date.now());
        return;
      }
      followSentMessage(queryClient, accountSid, message.sid, Date.now());
    },
    onError: (error, input) => {
      if (!sendMayHaveGoneOut(error)) return;
      void queryClient.invalidateQueries({ queryKey: messagesQuery(credentials, input.from).queryKey });
    },
  });
  // Set in the press's own task: isPending only changes at the next render, so two submits in one task
  // would both see it false and send twice.
  const sendingRef = useRef(false);

  function send(input: SendMessageInput, onSent: () => void) {
    if (sendingRef.current) return;
    sendingRef.current = true;
    mutation.mutate(input, {
      onSuccess: onSent,
      onSettled: () => {
        sendingRef.current = false;
      },
    });
  }

  const here = mutation.variables !== undefined && isHere(mutation.variables);
  return {
    send,
    sending: mutation.isPending,
    error: mutation.isError && here ? mutation.error : null,
    sent: mutation.isSuccess && here,
  };
}
