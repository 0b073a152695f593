/**
 * Desktop notifications, per account: they are about an account's people, so the next account signed in
 * on this browser starts with them off. The browser's permission itself is the site's.
 */
import * as v from 'valibot';
import { schemaCheck } from '../checks/schemaCheck';
import { useCallback, useSyncExternalStore } from 'react';
import { accountKey } from './accountKey';
import { readLocal, subscribeLocal, writeLocal } from './localStore';

const NotificationSettingsSchema = v.object({
  /** Desktop notifications for inbound messages; the browser's permission is asked on the person's click. */
  notify: v.optional(v.boolean(), false),
  /** Whether a notification shows the message's text (off: only who sent it). */
  notifyWithBody: v.optional(v.boolean(), false),
});

export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>;

const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = v.parse(NotificationSettingsSchema, {});
const checkNotificationSettings = schemaCheck(NotificationSettingsSchema);

const keyOf = (accountSid: string) => accountKey(accountSid, 'notifications');

export function readNotificationSettings(accountSid: string): NotificationSettings {
  return readLocal(keyOf(accountSid), checkNotificationSettings, DEFAULT_NOTIFICATION_SETTINGS);
}

export function writeNotificationSettings(accountSid: string, change: Partial<NotificationSettings>): void {
  writeLocal(keyOf(accountSid), { ...readNotificationSettings(accountSid), ...change });
}

/** One setting of the account's, rendered again when it changes; change it with writeNotificationSettings. */
export function useNotificationSetting<K extends keyof NotificationSettings>(
  accountSid: string,
  key: K,
): NotificationSettings[K] {
  const read = useCallback(() => readNotificationSettings(accountSid)[key], [accountSid, key]);
  return useSyncExternalStore(subscribeLocal, read, () => DEFAULT_NOTIFICATION_SETTINGS[key]);
}
