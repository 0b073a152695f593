import { useCallback, useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from '../../lib/scheduling/afterFirstPaint';
import type { Credentials } from '../../lib/twilio/credentials';
import { loadTwilioApi } from '../../lib/twilio/loadTwilioApi';

type CheckState = { status: 'idle' } | { status: 'pending' } | { status: 'error'; error: unknown };

/**
 * The live check that validates a sign-in (spec: call 1 with PageSize 1). One call with nothing to cache
 * or retry, so plain state rather than a query library on the sign-in path. A check still running when
 * the form goes away (Cancel, another link) is aborted, so it can never sign the person in behind their back.
 */
export function useSignInCheck() {
  const controllerRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<CheckState>({ status: 'idle' });

  useEffect(() => {
    // Fetch the provider module while the person types, but after the form has painted; a failure here
    // surfaces on Sign-in instead.
    const cancel = afterFirstPaint(() => void loadTwilioApi().catch(() => undefined));
    return () => {
      cancel();
      controllerRef.current?.abort();
    };
  }, []);

  const mutate = useCallback((candidate: Credentials, { onSuccess }: { onSuccess: () => void }) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: 'pending' });
    loadTwilioApi()
      .then(({ checkCredentials }) => checkCredentials(candidate, controller.signal))
      .then(
        () => {
          if (controller.signal.aborted) return;
          setState({ status: 'idle' });
          onSuccess();
        },
        (error: unknown) => {
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
