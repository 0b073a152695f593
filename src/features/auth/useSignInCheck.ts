import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { checkCredentials } from '../../lib/twilio/api';
import type { Credentials } from '../../lib/twilio/credentials';

/**
 * The live check that validates a sign-in (spec: call 1 with PageSize 1). A check still running when the
 * form goes away (Cancel, another link) is aborted, so it can never sign the person in behind their back.
 */
export function useSignInCheck() {
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controllerRef.current?.abort();
    },
    [],
  );

  return useMutation<void, unknown, Credentials>({
    mutationFn: (candidate) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      return checkCredentials(candidate, controller.signal);
    },
  });
}
