import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteMessage } from '../../../lib/twilio/api';
import { errorNameAndMessage, ProviderError } from '../../../lib/twilio/errors';
import type { Message } from '../../../lib/twilio/models';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { forgetDeletedMessages } from './cachedMessages';

export interface DeletionFailure {
  message: Message;
  reason: string;
}

export interface DeletionRun {
  /** How many the person asked to delete, and how many of them Twilio has deleted, across tries. */
  total: number;
  deleted: number;
  /** What the last try could not delete, with why. */
  failures: DeletionFailure[];
  /** Neither deleted nor failed: not tried yet, or left when the run stopped. */
  left: Message[];
  running: boolean;
  /** Ended before the end: the person pressed Stop, or Twilio refused every further request (why). */
  stopped: { why: string | null } | null;
}

/** Why Twilio did not delete a message, in words. */
export function whyNotDeleted(error: unknown): string {
  if (error instanceof ProviderError && error.code === 20009)
    return 'It is still being sent, and Twilio deletes a message only once it has gone. Try again in a few minutes.';
  if (error instanceof ProviderError && error.kind === 'network')
    return 'No answer came, so it may or may not be deleted. Try again to find out.';
  return errorNameAndMessage(error);
}

/** A refusal that would refuse every message after it too: the run stops there rather than go on. */
function stopsTheRun(error: unknown): boolean {
  return (
    error instanceof ProviderError && (error.status === 401 || error.status === 403 || error.status === 429)
  );
}

/**
 * Deletes messages one at a time, each taken off the screen once Twilio has deleted it; says how far it got
 * and what could not be deleted and why. One run at a time; Stop ends it after the message being deleted,
 * and so does the view going away. A later try goes on with what is left.
 */
export function useMessageDeletion(messages: readonly Message[]) {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<DeletionRun | null>(null);
  const running = useRef(false);
  const stopAsked = useRef(false);
  const deleted = useRef(0);
  useEffect(
    () => () => {
      stopAsked.current = true;
    },
    [],
  );

  const start = useCallback(
    async (these: readonly Message[]) => {
      if (running.current) return;
      running.current = true;
      stopAsked.current = false;
      const base = { total: messages.length, failures: [], running: true, stopped: null };
      let state: DeletionRun = { ...base, deleted: deleted.current, left: [...these] };
      setRun(state);
      for (const message of these) {
        if (stopAsked.current) {
          state = { ...state, stopped: { why: null } };
          break;
        }
        const left = state.left.filter((each) => each !== message);
        try {
          await deleteMessage(credentials, message.sid);
          forgetDeletedMessages(queryClient, credentials.accountSid, new Set([message.sid]));
          deleted.current += 1;
          state = { ...state, deleted: deleted.current, left };
        } catch (error) {
          const reason = whyNotDeleted(error);
          state = { ...state, failures: [...state.failures, { message, reason }], left };
          if (stopsTheRun(error)) {
            state = { ...state, stopped: { why: reason } };
            break;
          }
        }
        setRun(state);
      }
      running.current = false;
      setRun({ ...state, running: false });
    },
    [credentials, queryClient, messages.length],
  );

  const stop = useCallback(() => {
    stopAsked.current = true;
  }, []);

  return { run, start, stop };
}
