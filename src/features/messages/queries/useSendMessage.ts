import { useMutation } from '@tanstack/react-query';
import { sendMessage } from '../../../lib/twilio/api';
import { retryDelay, retryRateLimited } from './retryPolicy';
import { useSignedInCredentials } from './useSignedInCredentials';

export interface SendInput {
  to: string;
  from: string;
  body: string;
}

/** Call 5. Retried only when rate limited: see `retryRateLimited` for why not after a 5xx. */
export function useSendMessage() {
  const credentials = useSignedInCredentials();
  return useMutation({
    mutationFn: (input: SendInput) => sendMessage(credentials, input),
    retry: retryRateLimited,
    retryDelay,
  });
}
