/**
 * When each message this browser scheduled goes out, per account under the hashed account key, never sent
 * anywhere: Twilio's message resource does not say, and a scheduled message shows it ("Scheduled for …").
 */
import { useCallback, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { schemaCheck } from '../checks/schemaCheck';
import { accountKey } from '../preferences/accountKey';
import { readLocalStable, subscribeLocal, writeLocal } from '../preferences/localStore';

export type SendTimes = Readonly<Record<string, number>>;

/** A week after its time a message has long gone out: its entry is dropped at the next write. */
const KEPT_AFTER_SEND_MS = 7 * 24 * 60 * 60_000;
/** More than anyone schedules in 35 days from one browser; keeps the entry small. */
const MOST_KEPT = 1000;

const checkSendTimes = schemaCheck(
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((entries) =>
      Object.fromEntries(
        Object.entries(entries).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
        ),
      ),
    ),
  ),
);

const NONE: SendTimes = {};

function keyOf(accountSid: string): string {
  return accountKey(accountSid, 'scheduled-send-times');
}

export function readSendTimes(accountSid: string): SendTimes {
  return readLocalStable<SendTimes>(keyOf(accountSid), checkSendTimes, NONE);
}

/** The send times of the account's scheduled messages, kept up to date across tabs. */
export function useSendTimes(accountSid: string): SendTimes {
  const read = useCallback(() => readSendTimes(accountSid), [accountSid]);
  return useSyncExternalStore(subscribeLocal, read, () => NONE);
}

/** Remembers when the message `sid` goes out; entries long past go. */
export function rememberSendTime(accountSid: string, sid: string, sendAtMs: number, nowMs: number): void {
  const kept = Object.entries(readSendTimes(accountSid))
    .filter(([, at]) => at > nowMs - KEPT_AFTER_SEND_MS)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MOST_KEPT - 1);
  writeLocal(keyOf(accountSid), Object.fromEntries([...kept, [sid, sendAtMs]]));
}
