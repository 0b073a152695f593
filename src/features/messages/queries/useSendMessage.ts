import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMessage } from '../../../lib/twilio/api';
import { ProviderError } from '../../../lib/twilio/errors';
import { messagesKeys } from './messagesKeys';
import { retryDelay, retryRateLimited } from './retryPolicy';
import { useSignedInCredentials } from './useSignedInCredentials';

export interface SendInput {
  to: string;
  from: string;
  body: string;
}

/**
 * Whether a failed send may still have gone out: no answer arrived (a dropped connection) or the provider
 * answered 5xx. TWILIO-FACTS.md: either may come after Twilio accepted the message. A 4xx (429 included)
 * is a definite refusal.
 */
export function sendMayHaveGoneOut(error: unknown): boolean {
  return error instanceof ProviderError && (error.status === null || error.status >= 500);
}

/**
 * Call 5. Retried only when rate limited: see `retryRateLimited` for why not after a 5xx. When a send may
 * have gone out anyway, the number's message list is loaded again so the Messages tab can tell.
 */
export function useSendMessage() {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => sendMessage(credentials, input),
    retry: retryRateLimited,
    retryDelay,
    onError: (error, input) => {
      if (!sendMayHaveGoneOut(error)) return;
      void queryClient.invalidateQueries({
        queryKey: messagesKeys.messages(credentials.accountSid, input.from),
      });
    },
  });
}
