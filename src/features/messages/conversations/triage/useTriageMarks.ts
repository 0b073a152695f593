import { useCallback, useSyncExternalStore } from 'react';
import { subscribeLocal } from '../../../../lib/preferences/localStore';
import { useSignedInCredentials } from '../../queries/useSignedInCredentials';
import { changeTriageMark, readTriageMarks, type TriageMark, type TriageMarks } from './triageMarks';

const NO_MARKS: TriageMarks = {};

/** The signed-in account's triage marks, kept up to date across tabs, and the way to change one. */
export function useTriageMarks(): [
  marks: TriageMarks,
  change: (conversationKey: string, change: TriageMark) => void,
] {
  const { accountSid } = useSignedInCredentials();
  const read = useCallback(() => readTriageMarks(accountSid), [accountSid]);
  const marks = useSyncExternalStore(subscribeLocal, read, () => NO_MARKS);
  const change = useCallback(
    (conversationKey: string, next: TriageMark) => changeTriageMark(accountSid, conversationKey, next),
    [accountSid],
  );
  return [marks, change];
}
