/**
 * What the first view of a list costs in provider requests, on the demo account: from choosing the number
 * with the most media to a complete list, the two message lists (sent from, sent to) plus one media lookup
 * (Media.json) per media card on screen or within one more screen below (a prefetch margin). Fewer is a
 * faster first view; a lookup for a card far below the fold is work done too early.
 *
 * What the requests must be regardless of speed (exactly the two lists, no lookup for a message without
 * media, none repeated, one per media message once it has been read) is behaviour, asserted by the browser
 * suite in e2e/provider-requests.spec.ts.
 */
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNT } from '../emulator/src/core/accounts';
import { DEMO_SMS_NUMBERS } from '../emulator/src/core/seed';
import type { EmulatorControl } from '../emulator/src/node/controlClient';
import { signedInContext } from './lib/browser';
import { chooseNumber, waitForList, waitForQuiet } from './lib/messagesPage';
import type { Row } from './lib/results';

export interface RequestsReport {
  phoneNumber: string;
  messagesLists: number;
  mediaLookups: string[];
  mediaFiles: number;
  other: string[];
  /** Media messages whose card is within the viewport once the list settles. */
  mediaOnScreen: string[];
  /** Media messages whose card is within one more viewport height below (a prefetch margin). */
  mediaNearScreen: string[];
  messagesWithMedia: number;
  cards: number;
}

export async function measureRequests(
  browser: Browser,
  appUrl: string,
  control: EmulatorControl,
): Promise<RequestsReport> {
  await control.reset();
  const stored = await control.messages(DEMO_ACCOUNT.accountSid);
  // The demo number whose list has the most media: the case where per-card lookups would cost most.
  const withMedia = (n: string) =>
    stored.filter((m) => (m.from === n || m.to === n) && Number(m.num_media) > 0).length;
  const phoneNumber = [...DEMO_SMS_NUMBERS].sort((a, b) => withMedia(b) - withMedia(a))[0] ?? '';
  const numMedia = new Map(stored.map((m) => [m.sid, Number(m.num_media)]));

  const context = await signedInContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}phone-numbers`, { waitUntil: 'load' });
    await page.getByText('Select (or type) a phone number...').waitFor({ timeout: 30_000 });

    const seen: URL[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(control.url) && request.method() !== 'OPTIONS')
        seen.push(new URL(request.url()));
    });
    await chooseNumber(page, phoneNumber);
    await waitForList(page);
    await waitForQuiet(page, control.url);

    const { cards, height } = await page.evaluate(() => {
      const pattern = /^(?:SM|MM)[0-9a-f]{32}$/;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const found: { sid: string; top: number; bottom: number }[] = [];
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!pattern.test(text)) continue;
        const card = node.parentElement?.closest('article, li') ?? node.parentElement;
        const rect = card?.getBoundingClientRect();
        if (rect) found.push({ sid: text, top: rect.top, bottom: rect.bottom });
      }
      return { cards: found, height: window.innerHeight };
    });
    const hasMedia = (sid: string) => (numMedia.get(sid) ?? 0) > 0;
    return {
      phoneNumber,
      ...classify(seen),
      mediaOnScreen: cards.filter((c) => hasMedia(c.sid) && c.bottom > 0 && c.top < height).map((c) => c.sid),
      mediaNearScreen: cards
        .filter((c) => hasMedia(c.sid) && c.bottom > 0 && c.top < 2 * height)
        .map((c) => c.sid),
      messagesWithMedia: cards.filter((c) => hasMedia(c.sid)).length,
      cards: cards.length,
    };
  } finally {
    await context.close();
  }
}

function classify(seen: readonly URL[]) {
  const mediaLookups: string[] = [];
  let messagesLists = 0;
  let mediaFiles = 0;
  const other: string[] = [];
  for (const url of seen) {
    const path = url.pathname;
    const lookup = path.match(/\/Messages\/([A-Z]{2}[0-9a-f]{32})\/Media\.json$/);
    if (lookup?.[1]) mediaLookups.push(lookup[1]);
    else if (path.endsWith('/Messages.json')) messagesLists += 1;
    else if (/\/Media\/ME[0-9a-f]{32}$/.test(path) || path.startsWith('/cdn/')) mediaFiles += 1;
    else other.push(`${path}${url.search}`);
  }
  return { mediaLookups, messagesLists, mediaFiles, other };
}

export function requestsRows(report: RequestsReport): Row[] {
  const near = new Set(report.mediaNearScreen);
  const farLookups = report.mediaLookups.filter((sid) => !near.has(sid));
  const total = report.messagesLists + report.mediaLookups.length + report.other.length;
  return [
    {
      group: 'requests',
      name: 'provider requests, choice → complete list',
      value: total,
      unit: 'count',
      budget: 2 + report.mediaNearScreen.length,
      note:
        `${report.phoneNumber}: ${report.messagesLists} lists + ${report.mediaLookups.length} Media.json` +
        ` (${report.mediaOnScreen.length} media cards on screen, ${report.mediaNearScreen.length} within one more screen;` +
        ` ${report.messagesWithMedia} of ${report.cards} cards have media) + ${report.mediaFiles} media file fetches` +
        (farLookups.length > 0 ? `; ${farLookups.length} lookups for cards more than a screen below` : '') +
        (report.other.length > 0 ? `; unexpected: ${report.other.join(', ')}` : ''),
    },
  ];
}
