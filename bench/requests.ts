/**
 * Provider requests from choosing a number to a complete list, on the demo account: the two message
 * lists (sent from, sent to) and one media lookup (Media.json) per message that has media and whose card
 * has come on screen. A lookup for a message without media, or for a card far below the fold, is a miss.
 */
import type { Browser } from 'playwright-core';
import { DEMO_SMS_NUMBERS } from '../emulator/src/core/seed';
import { DEMO_ACCOUNT } from '../emulator/src/core/accounts';
import { control, signedInContext } from './lib/browser';
import { chooseNumber, waitForList, waitForQuiet } from './lib/messagesPage';
import type { Row } from './lib/results';

interface StoredMessage {
  sid: string;
  from: string;
  to: string;
  num_media: string;
}

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
  lookupsWithoutMedia: string[];
  duplicateLookups: number;
  messagesWithMedia: number;
  cards: number;
  /** After scrolling through the whole list: every media card has been on screen once. */
  afterScroll: {
    messagesLists: number;
    mediaLookups: number;
    lookupsWithoutMedia: number;
    duplicateLookups: number;
  };
}

export async function measureRequests(
  browser: Browser,
  appUrl: string,
  emulatorUrl: string,
): Promise<RequestsReport> {
  await control(emulatorUrl, 'reset', {});
  const stored = (
    (await control(emulatorUrl, `messages?accountSid=${DEMO_ACCOUNT.accountSid}`)) as {
      messages: StoredMessage[];
    }
  ).messages;
  // The demo number whose list has the most media: the case where per-card lookups would hurt most.
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
      if (request.url().startsWith(emulatorUrl) && request.method() !== 'OPTIONS')
        seen.push(new URL(request.url()));
    });
    await chooseNumber(page, phoneNumber);
    await waitForList(page);
    await waitForQuiet(page, emulatorUrl);

    const geometry = await page.evaluate(() => {
      const pattern = /^(?:SM|MM)[0-9a-f]{32}$/;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const cards: { sid: string; top: number; bottom: number }[] = [];
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!pattern.test(text)) continue;
        const card = node.parentElement?.closest('article, li') ?? node.parentElement;
        const rect = card?.getBoundingClientRect();
        if (rect) cards.push({ sid: text, top: rect.top, bottom: rect.bottom });
      }
      return { cards, height: window.innerHeight };
    });

    const { mediaLookups, messagesLists, mediaFiles, other } = classify(seen);
    const hasMedia = (sid: string) => (numMedia.get(sid) ?? 0) > 0;
    const { cards, height } = geometry;

    // Then read to the end of the list, a screen at a time, so every card has been on screen once.
    for (let i = 0; i < 200; i++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(100);
      if (atEnd) break;
    }
    await waitForQuiet(page, emulatorUrl);
    const all = classify(seen);
    return {
      afterScroll: {
        messagesLists: all.messagesLists,
        mediaLookups: all.mediaLookups.length,
        lookupsWithoutMedia: all.mediaLookups.filter((sid) => !hasMedia(sid)).length,
        duplicateLookups: all.mediaLookups.length - new Set(all.mediaLookups).size,
      },
      phoneNumber,
      messagesLists,
      mediaLookups,
      mediaFiles,
      other,
      mediaOnScreen: cards.filter((c) => hasMedia(c.sid) && c.bottom > 0 && c.top < height).map((c) => c.sid),
      mediaNearScreen: cards
        .filter((c) => hasMedia(c.sid) && c.bottom > 0 && c.top < 2 * height)
        .map((c) => c.sid),
      lookupsWithoutMedia: mediaLookups.filter((sid) => !hasMedia(sid)),
      duplicateLookups: mediaLookups.length - new Set(mediaLookups).size,
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
  const lookedUp = new Set(report.mediaLookups);
  const missingOnScreen = report.mediaOnScreen.filter((sid) => !lookedUp.has(sid));
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
        (report.other.length > 0 ? `; unexpected: ${report.other.join(', ')}` : ''),
    },
    {
      group: 'requests',
      name: 'message list requests',
      value: report.messagesLists,
      unit: 'count',
      budget: 2,
      kind: 'equal',
    },
    {
      group: 'requests',
      name: 'Media.json for messages without media',
      value: report.lookupsWithoutMedia.length + report.duplicateLookups,
      unit: 'count',
      budget: 0,
      note: `includes ${report.duplicateLookups} repeated lookups`,
    },
    {
      group: 'requests',
      name: 'media cards on screen not looked up',
      value: missingOnScreen.length,
      unit: 'count',
      budget: 0,
      note: farLookups.length > 0 ? `${farLookups.length} lookups for cards more than a screen below` : '',
    },
    {
      group: 'requests',
      name: 'provider requests after reading to the end',
      value: report.afterScroll.messagesLists + report.afterScroll.mediaLookups,
      unit: 'count',
      budget: 2 + report.messagesWithMedia,
      kind: 'equal',
      note: `${report.afterScroll.messagesLists} lists + ${report.afterScroll.mediaLookups} Media.json for ${report.messagesWithMedia} media cards of ${report.cards}; ${report.afterScroll.lookupsWithoutMedia} without media, ${report.afterScroll.duplicateLookups} repeated`,
    },
  ];
}
