import { useCallback, useEffect, useRef, useState } from 'react';
import type { Credentials } from '../../lib/twilio/credentials';
import { NETWORK_ERROR_MESSAGE, ProviderError, SIGN_IN_TIMEOUT_MS } from '../../lib/twilio/errors';
import { loadTwilioApi } from '../../lib/twilio/loadTwilioApi';

const TIMED_OUT = { kind: 'network', noAnswer: 'timeout' } as const;

type CheckState = { status: 'idle' } | { status: 'pending' } | { status: 'error'; error: unknown };

/**
 * The live check of a sign-in (spec: call 1), in plain state to keep a query library off the sign-in path.
 * A check still running when the form goes away is aborted, so it cannot sign anyone in behind their back.
 */
export function useSignInCheck() {
  const controllerRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<CheckState>({ status: 'idle' });

  useEffect(() => {
    // Fetch the provider module while the person types; a failure here surfaces on Sign-in instead.
    loadTwilioApi().catch(() => undefined);
    return () => controllerRef.current?.abort();
  }, []);

  const mutate = useCallback((candidate: Credentials, { onSuccess }: { onSuccess: () => void }) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: 'pending' });
    // A check that hangs is stopped and said to have timed out, rather than left spinning.
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, SIGN_IN_TIMEOUT_MS);
    loadTwilioApi()
      .then(({ checkCredentials }) => checkCredentials(candidate, controller.signal))
      .finally(() => clearTimeout(timer))
      .then(
        () => {
          if (controller.signal.aborted) return;
          setState({ status: 'idle' });
          onSuccess();
        },
        (error: unknown) => {
          if (timedOut) {
            setState({ status: 'error', error: new ProviderError(NETWORK_ERROR_MESSAGE, TIMED_OUT) });
            return;
          }
          if (controller.signal.aborted) return;
          setState({ status: 'error', error });
        },
      );
  }, []);

  return {
    mutate,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
}
