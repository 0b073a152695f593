import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
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

export interface SendFlow {
  /**
   * Sends `input`, unless a send is already under way: one message at a time, and a second press in the
   * same moment is refused too. `onSent` runs once it went out, for the caller to clear what was typed.
   */
  send: (input: SendInput, onSent: () => void) => void;
  /** A send is under way: Send is busy and what was typed cannot change. */
  sending: boolean;
  /** Why the last send failed, when it was sent from here; null otherwise. */
  error: unknown;
  /** The last send went out, and was sent from here. */
  sent: boolean;
}

/**
 * Sending a message, as the Composer and a conversation's reply box both do it (docs/product.md#composer,
 * #reply-box). Call 5, retried by the app client's mutation policy only (a 429), never after a failure
 * that may have gone out; when one may have gone out anyway, the number's list is read again so the
 * Messages tab can tell. A message that went out joins the lists at once and is followed until its fate
 * is known; when its answer could not be read, live updates look for it instead.
 *
 * `isHere` says which sends belong to the caller's place (a number's composer, one conversation): its
 * error and success are shown only there.
 */
export function useSendFlow(isHere: (input: SendInput) => boolean): SendFlow {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const mutation = useMutation({
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
  // Set in the press's own task: isPending only changes at the next render, so two submits in one task
  // would both see it false and send twice.
  const sendingRef = useRef(false);

  function send(input: SendInput, onSent: () => void) {
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
