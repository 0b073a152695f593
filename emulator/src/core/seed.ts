/**
 * Seed data. The demo seed is a small, lived-in account for people trying the app and for tests; the
 * large seed generates accounts big enough for benchmarks. Both are deterministic: the same SIDs, texts
 * and order every time, with dates placed relative to the clock at the moment of seeding.
 */
import { DEMO_ACCOUNT, DEMO_SUBACCOUNT, OTHER_ACCOUNT } from './accounts';
import { outcomeFor } from './clock';
import { seedCustom, type CustomSeed } from './customSeed';
import { DAY_MS } from './dates';
import { pictureBytes } from './png';
import { Random } from './random';
import type { MessageDirection } from './resources';
import type { Store } from './store';

export type SeedSpec =
  | { kind: 'demo' }
  | { kind: 'empty' }
  | { kind: 'large'; numbers: number; smsNumbers: number; messages: number; randomSeed?: number }
  | CustomSeed;

/** The bike repair shop: Maya, Lucas and Aiko text it, with pictures. Lowest-sorted, so chosen first. */
export const DEMO_SHOP_NUMBER = '+14155550100';
/** The support line (friendly name DEMO_SUPPORT_LINE_NAME): auto-replies, and the opted-out contact. */
export const DEMO_SUPPORT_LINE_NUMBER = '+14155550123';
/** The clinic's reminder line: outbound only, with one undelivered and one failed message. */
export const DEMO_CLINIC_NUMBER = '+16505550142';

export const DEMO_SMS_NUMBERS: string[] = [DEMO_SHOP_NUMBER, DEMO_SUPPORT_LINE_NUMBER, DEMO_CLINIC_NUMBER];
export const DEMO_VOICE_ONLY_NUMBER = '+12125550199';

/** Friendly name of the second demo number, for FriendlyName filter examples. */
export const DEMO_SUPPORT_LINE_NAME = 'Support line';

/**
 * The demo account's Messaging Services: the shop's, and the support team's (the support line, and the
 * voice-only number, which its pool keeps but cannot send SMS from). The clinic's line is in none.
 */
export const DEMO_SERVICES = {
  shop: { friendlyName: 'Bike shop notifications', phoneNumbers: [DEMO_SHOP_NUMBER] },
  support: {
    friendlyName: 'Customer support',
    phoneNumbers: [DEMO_SUPPORT_LINE_NUMBER, DEMO_VOICE_ONLY_NUMBER],
  },
} as const;

/** Numbers in OTHER_ACCOUNT; the second one is `beta`, so the Beta filter has something to hide. */
/** The downtown store's number, in the demo account's subaccount (DEMO_SUBACCOUNT). */
export const DEMO_SUBACCOUNT_NUMBER = '+14155550188';
/** Who texts the downtown store. */
export const DEMO_SUBACCOUNT_CONTACT = '+14155552020';

export const OTHER_ACCOUNT_NUMBERS: string[] = ['+13105550111', '+13105550112'];

/** The person who texted STOP to the support line: sending to them is refused with 21610. */
export const DEMO_OPTED_OUT_CONTACT = '+14155557777';

/** The people who text the demo numbers, by first name, so tests and screenshots can say who they mean. */
export const DEMO_CONTACTS = {
  maya: '+14155551234',
  lucas: '+33612345678',
  aiko: '+818012345678',
  sam: '+447700900123',
  priya: '+919876543210',
} as const;

const MINUTE = 60_000;

function usFriendlyName(e164: string): string {
  const d = e164.slice(2);
  return e164.startsWith('+1') && d.length === 10
    ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
    : e164;
}

const png = (picture: number) => ({ contentType: 'image/png', bytes: () => pictureBytes(picture) });

type Line = [
  daysAgo: number,
  minuteOfDay: number,
  direction: 'in' | 'out' | 'reply',
  body: string,
  pictures?: number[],
];

interface Conversation {
  ours: string;
  theirs: string;
  lines: Line[];
}

const CONVERSATIONS: Conversation[] = [
  {
    ours: DEMO_SHOP_NUMBER,
    theirs: DEMO_CONTACTS.maya,
    lines: [
      [27, 9 * 60 + 5, 'in', 'Hi! Is this the right number for the bike repair shop?'],
      [27, 9 * 60 + 12, 'out', 'Yes it is 🙂 How can we help?'],
      [27, 9 * 60 + 20, 'in', 'My rear brake squeaks. Photo attached.', [0]],
      [27, 10 * 60, 'out', 'Thanks. Bring it in Thursday, it should take about an hour.'],
      [20, 16 * 60 + 45, 'in', 'Picked it up, rides like new! 🚲✨'],
      [13, 8 * 60 + 30, 'in', 'Quick question: do you sell helmets for kids?'],
      [13, 8 * 60 + 41, 'out', 'We do, sizes XS to M. Here are two we have in stock.', [2, 3]],
      [13, 9 * 60 + 2, 'in', 'The green one is perfect. Can you hold it until Saturday?'],
      [13, 9 * 60 + 4, 'out', 'Done, it is under "Maya".'],
      [2, 18 * 60 + 10, 'in', 'Running 10 minutes late, sorry!'],
      [2, 18 * 60 + 11, 'out', 'No problem, see you soon.'],
    ],
  },
  {
    ours: DEMO_SHOP_NUMBER,
    theirs: DEMO_CONTACTS.lucas,
    lines: [
      [24, 7 * 60, 'in', 'Bonjour ! Vous êtes ouverts le dimanche ?'],
      [24, 7 * 60 + 30, 'out', 'Bonjour Lucas, oui, de 10h à 16h.'],
      [10, 12 * 60 + 15, 'in', 'Ça marche, à demain ! 🥐'],
      [1, 11 * 60, 'in', 'Merci pour la réparation, très bon travail 👏'],
    ],
  },
  {
    ours: DEMO_SHOP_NUMBER,
    theirs: DEMO_CONTACTS.aiko,
    lines: [
      [18, 22 * 60 + 5, 'in', 'こんにちは！明日の予約を確認したいです。'],
      [18, 22 * 60 + 30, 'out', 'Hello Aiko, your booking for tomorrow at 3pm is confirmed.'],
      [17, 15 * 60 + 40, 'in', '了解です！🙏 写真を送ります。', [1]],
    ],
  },
  {
    ours: DEMO_SUPPORT_LINE_NUMBER,
    theirs: DEMO_CONTACTS.sam,
    lines: [
      [21, 14 * 60, 'in', 'Hello, my order #4471 has not arrived yet.'],
      [21, 14 * 60, 'reply', 'Thanks for contacting support. A person will answer within one business day.'],
      [20, 9 * 60 + 15, 'out', 'Hi Sam, it shipped yesterday; tracking: 1Z 999 AA1 01 2345 6784.'],
      [16, 10 * 60, 'in', 'Got it, thanks — and the box was already open 😕', [3]],
      [16, 10 * 60 + 20, 'out', 'So sorry about that. We have sent a replacement at no cost.'],
      [5, 19 * 60, 'in', 'Replacement arrived in one piece. Cheers!'],
    ],
  },
  {
    ours: DEMO_SUPPORT_LINE_NUMBER,
    theirs: DEMO_CONTACTS.priya,
    lines: [
      [12, 6 * 60 + 50, 'in', 'नमस्ते! Can I change my delivery address?'],
      [
        12,
        6 * 60 + 50,
        'reply',
        'Thanks for contacting support. A person will answer within one business day.',
      ],
      [11, 9 * 60, 'out', 'Hi Priya, yes. Please send the new address here.'],
      [11, 9 * 60 + 30, 'in', '42 MG Road, Bengaluru 560001 📦'],
      [11, 9 * 60 + 35, 'out', 'Updated. Thank you!'],
    ],
  },
  {
    ours: DEMO_SUPPORT_LINE_NUMBER,
    theirs: DEMO_OPTED_OUT_CONTACT,
    lines: [
      [9, 13 * 60, 'out', 'Your order has shipped. Reply STOP to stop these updates.'],
      [9, 13 * 60 + 3, 'in', 'STOP'],
      [9, 13 * 60 + 3, 'reply', 'You have successfully been unsubscribed. Reply START to resubscribe.'],
    ],
  },
  {
    ours: DEMO_CLINIC_NUMBER,
    theirs: '+16505559876',
    lines: [
      [6, 8 * 60, 'out', 'Reminder: your dental appointment is tomorrow at 9:30.'],
      [6, 8 * 60 + 9, 'in', 'Thanks, I will be there.'],
      [0, 7 * 60, 'out', 'Reminder: your cleaning is next Monday at 10:00. Reply C to confirm.'],
    ],
  },
  {
    ours: DEMO_CLINIC_NUMBER,
    theirs: '+14155550666', // a handset that never answers: ends undelivered
    lines: [[4, 10 * 60, 'out', 'Reminder: your appointment is on Friday at 14:00.']],
  },
  {
    ours: DEMO_CLINIC_NUMBER,
    theirs: '+13125550999', // carrier rejects: ends failed
    lines: [[3, 16 * 60, 'out', 'Your prescription is ready for pickup.']],
  },
];

function directionOf(kind: Line[2]): MessageDirection {
  return kind === 'in' ? 'inbound' : kind === 'out' ? 'outbound-api' : 'outbound-reply';
}

function seedDemo(store: Store, now: number): void {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const sixWeeksAgo = now - 42 * DAY_MS;
  const numbers: [string, boolean, string?][] = [
    [DEMO_VOICE_ONLY_NUMBER, false],
    [DEMO_SHOP_NUMBER, true],
    [DEMO_SUPPORT_LINE_NUMBER, true, DEMO_SUPPORT_LINE_NAME],
    [DEMO_CLINIC_NUMBER, true],
  ];
  numbers.forEach(([phoneNumber, sms, name], i) => {
    store.addNumber(DEMO_ACCOUNT.accountSid, {
      phoneNumber,
      friendlyName: name ?? usFriendlyName(phoneNumber),
      capabilities: { voice: true, sms, mms: sms, fax: false },
      beta: false,
      createdMs: sixWeeksAgo + i * DAY_MS,
    });
  });

  const all: { at: number; ours: string; theirs: string; line: Line }[] = [];
  for (const c of CONVERSATIONS)
    for (const line of c.lines) {
      // Days that land in the future (today's late lines) move back one day, so nothing is dated ahead.
      let at = midnight - line[0] * DAY_MS + line[1] * MINUTE;
      if (at > now - MINUTE) at -= DAY_MS;
      all.push({ at, ours: c.ours, theirs: c.theirs, line });
    }
  all.sort((a, b) => a.at - b.at);
  all.forEach(({ at, ours, theirs, line }, i) => {
    const direction = directionOf(line[2]);
    const inbound = direction === 'inbound';
    store.addMessage(DEMO_ACCOUNT.accountSid, {
      from: inbound ? theirs : ours,
      to: inbound ? ours : theirs,
      body: line[3],
      direction,
      createdMs: at + i * 1000, // strictly increasing, so replies sort after what they answer
      outcome: inbound ? null : outcomeFor(theirs),
      media: (line[4] ?? []).map(png),
    });
  });
  // After the messages, so their SIDs are the ones the seed always gave.
  Object.values(DEMO_SERVICES).forEach((service, i) => {
    store.addService(DEMO_ACCOUNT.accountSid, {
      ...service,
      createdMs: sixWeeksAgo + (numbers.length + i) * DAY_MS,
    });
  });
}

function seedOtherAccount(store: Store, now: number): void {
  OTHER_ACCOUNT_NUMBERS.forEach((phoneNumber, i) =>
    store.addNumber(OTHER_ACCOUNT.accountSid, {
      phoneNumber,
      friendlyName: usFriendlyName(phoneNumber),
      capabilities: { voice: true, sms: true, mms: true, fax: false },
      beta: i === 1,
      createdMs: now - 30 * DAY_MS + i * DAY_MS,
    }),
  );
  store.addMessage(OTHER_ACCOUNT.accountSid, {
    from: '+13105559000',
    to: OTHER_ACCOUNT_NUMBERS[0] ?? '',
    body: 'This message belongs to the second account.',
    direction: 'inbound',
    createdMs: now - 3 * DAY_MS,
    outcome: null,
  });
}

/** The demo account's downtown store, a subaccount: one number, one conversation, no service. */
function seedSubaccount(store: Store, now: number): void {
  const sid = DEMO_SUBACCOUNT.accountSid;
  store.addNumber(sid, {
    phoneNumber: DEMO_SUBACCOUNT_NUMBER,
    friendlyName: 'Downtown store',
    capabilities: { voice: true, sms: true, mms: true, fax: false },
    beta: false,
    createdMs: now - 20 * DAY_MS,
  });
  const lines: [number, 'in' | 'out', string][] = [
    [2 * DAY_MS, 'in', 'Do you have the blue commuter bike in a medium frame?'],
    [2 * DAY_MS - 6 * MINUTE, 'out', 'We do, downtown only. Want us to hold it until Saturday?'],
    [2 * DAY_MS - 9 * MINUTE, 'in', 'Yes please, I will come by at noon.'],
  ];
  for (const [ago, kind, body] of lines)
    store.addMessage(sid, {
      from: kind === 'in' ? DEMO_SUBACCOUNT_CONTACT : DEMO_SUBACCOUNT_NUMBER,
      to: kind === 'in' ? DEMO_SUBACCOUNT_NUMBER : DEMO_SUBACCOUNT_CONTACT,
      body,
      direction: kind === 'in' ? 'inbound' : 'outbound-api',
      createdMs: now - ago,
      outcome: kind === 'in' ? null : { kind: 'delivered' },
    });
}

/** Phone number `i` of a large seed; numbers rise with `i`, so index order is sorted order. */
function largeNumber(i: number): string {
  return `+1${2015550000 + i}`;
}

/** Whether number `i` is SMS-capable: `smsNumbers` of `numbers` spread evenly. */
function largeIsSms(i: number, numbers: number, smsNumbers: number): boolean {
  return Math.floor(((i + 1) * smsNumbers) / numbers) > Math.floor((i * smsNumbers) / numbers);
}

/** The SMS number that carries every message of a large seed: the lowest-sorted SMS-capable one. */
export function largeSeedBusyNumber(seed: { numbers: number; smsNumbers: number }): string {
  for (let i = 0; i < seed.numbers; i++)
    if (largeIsSms(i, seed.numbers, seed.smsNumbers)) return largeNumber(i);
  throw new Error('the large seed has no SMS-capable number');
}

const LARGE_BODIES = [
  'Are we still on for today?',
  'Order confirmed, thank you!',
  'Can you call me back when you have a minute?',
  'Running late, be there in 15 🚗',
  'Your code is 482913',
  'Thanks, got it 👍',
  'Which size would you like?',
  'See you tomorrow at 10.',
  'Le colis est arrivé, merci !',
  '明日は大丈夫です',
];

function seedLarge(store: Store, now: number, spec: Extract<SeedSpec, { kind: 'large' }>): void {
  const total = Math.max(0, Math.floor(spec.numbers));
  const sms = Math.max(0, Math.min(total, Math.floor(spec.smsNumbers)));
  const rng = new Random(spec.randomSeed ?? 1);
  for (let i = 0; i < total; i++) {
    const phoneNumber = largeNumber(i);
    const isSms = largeIsSms(i, total, sms);
    store.addNumber(DEMO_ACCOUNT.accountSid, {
      phoneNumber,
      friendlyName: usFriendlyName(phoneNumber),
      capabilities: { voice: true, sms: isSms, mms: isSms, fax: false },
      beta: false,
      createdMs: now - 400 * DAY_MS + i * MINUTE,
    });
  }
  const count = Math.max(0, Math.floor(spec.messages));
  if (count === 0 || sms === 0) return;
  const busy = largeSeedBusyNumber({ numbers: total, smsNumbers: sms });
  const contacts = Array.from({ length: 60 }, (_, k) => `+1${3125550000 + k * 7}`);
  // Oldest first, three minutes apart on average, ending a minute before now.
  let at = now - MINUTE - count * 3 * MINUTE;
  for (let k = 0; k < count; k++) {
    at += rng.int(1, 5) * MINUTE;
    const contact = rng.pick(contacts);
    const inbound = rng.next() < 0.5;
    const withMedia = k % 40 === 39;
    store.addMessage(DEMO_ACCOUNT.accountSid, {
      from: inbound ? contact : busy,
      to: inbound ? busy : contact,
      body: rng.pick(LARGE_BODIES),
      direction: inbound ? 'inbound' : 'outbound-api',
      createdMs: Math.min(at, now - MINUTE),
      outcome: inbound ? null : { kind: 'delivered' },
      media: withMedia ? [png(k)] : [],
    });
  }
}

/** Fills an empty store with `spec`, dating everything relative to `now`. */
export function applySeed(store: Store, spec: SeedSpec, now: number): void {
  if (spec.kind === 'empty') return;
  if (spec.kind === 'demo') seedDemo(store, now);
  else if (spec.kind === 'custom') seedCustom(store, spec, now);
  else seedLarge(store, now, spec);
  seedOtherAccount(store, now);
  seedSubaccount(store, now);
}
