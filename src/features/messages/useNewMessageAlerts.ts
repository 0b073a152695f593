/**
 * Tells the person about inbound messages that arrive while they look elsewhere: the document title
 * counts them while the tab is hidden, and — once they turned it on — a desktop notification names the
 * sender (the text only if they asked for it too). The notification's text is plain text to the browser,
 * never markup.
 */
import { useEffect, useRef, useState } from 'react';
import { useNotificationSetting } from '../../lib/preferences/notificationSettings';
import type { Message } from '../../lib/twilio/models';
import { formatPhoneNumber } from './formatPhoneNumber';
import type { LiveState } from './live/liveState';
import { useSignedInCredentials } from './queries/useSignedInCredentials';

function notify(message: Message, withBody: boolean): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    new Notification(`New message from ${formatPhoneNumber(message.from)}`, {
      body: withBody ? message.body : `To ${formatPhoneNumber(message.to)}`,
      tag: message.sid,
    });
  } catch {
    // Some browsers allow notifications only from a service worker: the title still counts.
  }
}

export function useNewMessageAlerts(live: LiveState | undefined, accountNumbers: readonly string[]): void {
  const { accountSid } = useSignedInCredentials();
  const notifyOn = useNotificationSetting(accountSid, 'notify');
  const notifyWithBody = useNotificationSetting(accountSid, 'notifyWithBody');
  const [hiddenCount, setHiddenCount] = useState(0);
  const announced = useRef<Set<string> | null>(null);
  const baseTitle = useRef(document.title);

  useEffect(() => {
    if (live === undefined || !live.started) return;
    // What was new before this page opened (a remount) was told then.
    if (announced.current === null) {
      announced.current = new Set(live.newSids);
      return;
    }
    const seen = announced.current;
    const fresh = live.newSids.filter((sid) => !seen.has(sid));
    if (fresh.length === 0) return;
    for (const sid of fresh) seen.add(sid);
    const mine = new Set(accountNumbers);
    const freshSids = new Set(fresh);
    const inbound = live.messages.filter((m) => freshSids.has(m.sid) && m.isInbound && mine.has(m.to));
    if (inbound.length === 0) return;
    const away = document.visibilityState === 'hidden' || !document.hasFocus();
    if (document.visibilityState === 'hidden') setHiddenCount((count) => count + inbound.length);
    if (notifyOn && away) for (const message of inbound) notify(message, notifyWithBody);
  }, [live, accountNumbers, notifyOn, notifyWithBody]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') setHiddenCount(0);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    const base = baseTitle.current;
    document.title = hiddenCount > 0 ? `(${hiddenCount}) ${base}` : base;
    return () => {
      document.title = base;
    };
  }, [hiddenCount]);
}
