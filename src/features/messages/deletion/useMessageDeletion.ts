import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
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
  total: number;
  deleted: number;
  failures: DeletionFailure[];
  running: boolean;
  /** Stopped by the person before the end: the rest were not tried. */
  stopped: boolean;
}

/** Why Twilio did not delete a message, in words. */
export function whyNotDeleted(error: unknown): string {
  if (error instanceof ProviderError && error.code === 20009)
    return 'It is still being sent, and Twilio deletes a message only once it has gone. Try again in a few minutes.';
  if (error instanceof ProviderError && error.kind === 'network')
    return 'No answer came, so it may or may not be deleted. Try again to find out.';
  return errorNameAndMessage(error);
}

/**
 * Deletes messages one at a time, each taken off the screen once Twilio has deleted it; says how far it got
 * and what could not be deleted and why. One run at a time; Stop ends it after the message being deleted.
 */
export function useMessageDeletion() {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<DeletionRun | null>(null);
  const running = useRef(false);
  const stopAsked = useRef(false);

  const start = useCallback(
    async (messages: readonly Message[]) => {
      if (running.current) return;
      running.current = true;
      stopAsked.current = false;
      let state: DeletionRun = {
        total: messages.length,
        deleted: 0,
        failures: [],
        running: true,
        stopped: false,
      };
      setRun(state);
      for (const message of messages) {
        if (stopAsked.current) {
          state = { ...state, stopped: true };
          break;
        }
        try {
          await deleteMessage(credentials, message.sid);
          forgetDeletedMessages(queryClient, credentials.accountSid, new Set([message.sid]));
          state = { ...state, deleted: state.deleted + 1 };
        } catch (error) {
          state = { ...state, failures: [...state.failures, { message, reason: whyNotDeleted(error) }] };
        }
        setRun(state);
      }
      running.current = false;
      setRun({ ...state, running: false });
    },
    [credentials, queryClient],
  );

  const stop = useCallback(() => {
    stopAsked.current = true;
  }, []);

  return { run, start, stop };
}
