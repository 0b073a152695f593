/**
 * Tells the person of inbound messages while they look elsewhere: the title counts them while the tab is
 * hidden, and desktop notifications (if turned on; plain text, never markup) name the sender. A burst
 * shows a few and sums up the rest.
 */
import { useEffect, useRef, useState } from 'react';
import { useContacts, type Contacts } from '../../../lib/contacts/contacts';
import { useNotificationSetting } from '../../../lib/preferences/notificationSettings';
import type { Message } from '../../../lib/twilio/models';
import { formatPartyNumber, isPhoneNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import type { LiveState } from './liveState';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/** Messages a poll shows one by one; the rest of what it found is summed up in one more notification. */
const SHOWN_ONE_BY_ONE = 3;
/** A summary names the numbers its messages went to when they are this few; otherwise it counts them. */
const NUMBERS_NAMED_IN_SUMMARY = 3;

const SHORT_CODE = /^\d{3,8}$/;
/** Twilio's rule for an alphanumeric sender ID: up to 11 of A–Z, a–z, 0–9 and space, one a letter. */
const SENDER_ID = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;

/**
 * Who a notification says a message is from. The sender is whatever the other side set: anything that is
 * not a number or a sender ID could pass its own text off as the title's, so it is not shown.
 */
export function notificationSenderName(from: string): string {
  const known = isPhoneNumber(from) || SHORT_CODE.test(from) || SENDER_ID.test(from);
  return known ? formatPartyNumber(from) : 'an unknown sender';
}

/** 'A', 'A and B', 'A, B and C'. */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function show(title: string, options: NotificationOptions): void {
  try {
    new Notification(title, options);
  } catch {
    // Some browsers allow notifications only from a service worker: the title still counts.
  }
}

/** The notifications for what one poll found, `inbound` newest first, in the account's `accountNumbers`. */
function notifyOfPoll(
  inbound: readonly Message[],
  accountNumbers: readonly string[],
  withBody: boolean,
  contacts: Contacts,
): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  // The newest few, in the order they came, so the newest is shown last (on top).
  for (const message of inbound.slice(0, SHOWN_ONE_BY_ONE).reverse()) {
    show(`New message from ${contacts[message.from]?.name ?? notificationSenderName(message.from)}`, {
      body: withBody ? message.body : `To ${formatPhoneNumber(message.to)}`,
      tag: message.sid,
    });
  }
  const rest = inbound.slice(SHOWN_ONE_BY_ONE);
  const newestOfRest = rest[0];
  if (newestOfRest === undefined) return;
  const sentTo = new Set(rest.map((message) => message.to));
  const numbers = accountNumbers.filter((phoneNumber) => sentTo.has(phoneNumber));
  show(`${rest.length} more new ${rest.length === 1 ? 'message' : 'messages'}`, {
    body:
      numbers.length <= NUMBERS_NAMED_IN_SUMMARY
        ? `To ${listed(numbers.map(formatPhoneNumber))}`
        : `To ${numbers.length} of your numbers`,
    tag: `more-${newestOfRest.sid}`,
  });
}

export function useNewMessageAlerts(live: LiveState | undefined, accountNumbers: readonly string[]): void {
  const { accountSid } = useSignedInCredentials();
  const notifyOn = useNotificationSetting(accountSid, 'notify');
  const notifyWithBody = useNotificationSetting(accountSid, 'notifyWithBody');
  const contacts = useContacts(accountSid);
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
    if (notifyOn && away) notifyOfPoll(inbound, accountNumbers, notifyWithBody, contacts);
  }, [live, accountNumbers, notifyOn, notifyWithBody, contacts]);

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
