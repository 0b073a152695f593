/** Steps shared by the tests that use the Messages page: open it signed in, pick a number, read cards. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEMO_ACCOUNT } from '../../emulator/src/core/accounts';
import type { MessageResource } from '../../emulator/src/core/resources';
import { env } from '../config/env';
import { providerRequests, testEmulator } from './emulator';
import { scrollPage } from './pageScroll';
import { renderApp, type AppRenderResult, type RenderOptions, type SignedIn } from './render';

/** The number dropdown's placeholder once the numbers have loaded. */
export const READY_PLACEHOLDER = 'Select (or type) a phone number...';

/** The Messages page, signed in, once the number list has loaded (`retries`: the app's retry policy). */
export async function openMessagesPage(
  signedIn: SignedIn = 'auth-token',
  { retries }: Pick<RenderOptions, 'retries'> = {},
): Promise<AppRenderResult> {
  const app = renderApp({ path: '/phone-numbers', signedIn, retries });
  // The first test of a file also waits for the page's chunk (react-bootstrap, react-select…) to be
  // transformed: several seconds on a busy machine; later tests find it at once.
  await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 10_000 });
  return app;
}

/**
 * The Messages page opened at an address that carries a query (a link, a bookmark), e.g.
 * '?number=%2B14155550100', once the number list has loaded.
 */
export async function openMessagesPageAt(
  search: string,
  signedIn: SignedIn = 'auth-token',
): Promise<AppRenderResult> {
  const app = renderApp({ path: `/phone-numbers${search}`, signedIn });
  await waitForNumbersLoaded();
  return app;
}

/**
 * Until the dropdown has every number. Its placeholder is no sign of that once the address has chosen a
 * number: the dropdown then shows that number instead.
 */
export async function waitForNumbersLoaded(): Promise<void> {
  // The first test of a file also waits for the page's chunk to be transformed: seconds on a busy machine.
  await screen.findByLabelText('Phone number', {}, { timeout: 10_000 });
  await waitFor(
    () => {
      if (screen.queryByText('Loading phone numbers...') || screen.queryByText(/loaded so far/)) {
        throw new Error('the numbers are still loading');
      }
    },
    { timeout: 3000 },
  );
}

/** Where the address bar is inside the app, e.g. '/phone-numbers?number=%2B14155550100'. */
export function currentRoute(): string {
  const { pathname, search } = window.location;
  return `/${pathname.slice(env.basePath.length)}${search}`;
}

/**
 * A reload: the app unmounted and opened again at the address it showed, with its history entry's state
 * (the session kept, as a tab's is).
 */
export function reloadApp(app: AppRenderResult): AppRenderResult {
  const historyState: unknown = window.history.state;
  app.unmount();
  return renderApp({ path: currentRoute(), historyState });
}

/** Back (`steps` -1) or Forward (1) in the browser's history, once the address has changed. */
export async function goInHistory(steps: -1 | 1): Promise<void> {
  const before = window.location.href;
  window.history.go(steps);
  await waitFor(() => {
    if (window.location.href === before) throw new Error('the address has not changed yet');
  });
}

/** Picks a number by typing it into the dropdown and pressing Enter. */
export async function chooseNumber(user: UserEvent, phoneNumber: string): Promise<void> {
  const input = screen.getByLabelText('Phone number');
  await user.click(input);
  await user.type(input, phoneNumber);
  await user.keyboard('{Enter}');
}

/** The message list (a number's, or All numbers') once it has loaded. */
export async function messageList(): Promise<HTMLElement> {
  return screen.findByRole('list', { name: /^Messages from and to / }, { timeout: 3000 });
}

/**
 * The items of the message list that are rendered, in order, once it has loaded: a long list renders
 * only those on or near the screen (jsdom's is 1024 × 768, every card the estimated height), a moment
 * after the list itself.
 */
export async function messageCards(): Promise<HTMLElement[]> {
  const list = await messageList();
  // The first screen's items come first, the ones beyond the screen's edges a frame later.
  await waitFor(
    () => {
      if (list.hasAttribute('aria-busy')) throw new Error('the list is still being put together');
    },
    { timeout: 3000 },
  );
  const items = await within(list).findAllByRole('listitem', {}, { timeout: 3000 });
  return items.filter((item) => item.parentElement === list);
}

/** What a screen reader says of a list item: its place in the whole list, and how long that is. */
export function placeOf(item: HTMLElement): { position: number; setSize: number } {
  return {
    position: Number(item.getAttribute('aria-posinset')),
    setSize: Number(item.getAttribute('aria-setsize')),
  };
}

/**
 * `read` of every item of the message list, in order, as a person reads it: scrolling from the top to
 * the end a screen at a time. Leaves the page at the top again.
 */
export async function readWholeList<T>(read: (item: HTMLElement) => T): Promise<T[]> {
  const values = new Map<number, T>();
  let setSize = Number.POSITIVE_INFINITY;
  const note = async () => {
    for (const item of await messageCards()) {
      const place = placeOf(item);
      setSize = place.setSize;
      if (!values.has(place.position)) values.set(place.position, read(item));
    }
  };
  await scrollPage(0);
  await note();
  // A screen at a time, and never more screens than the list has items.
  for (let screens = 1; values.size < setSize && screens <= setSize; screens++) {
    await scrollPage(screens * window.innerHeight);
    await note();
  }
  await scrollPage(0);
  if (values.size !== setSize) throw new Error(`Read ${values.size} of the list's ${setSize} items`);
  return [...values.entries()].sort(([a], [b]) => a - b).map(([, value]) => value);
}

/**
 * The list item whose card's body is `body`: among those rendered, or found as a person finds it,
 * scrolling down from the top a screen at a time. The page stays where the item is on screen.
 */
export async function cardWithBody(body: string): Promise<HTMLElement> {
  const withBody = async () => (await messageCards()).find((item) => within(item).queryByText(body) !== null);
  const shown = await withBody();
  if (shown) return shown;
  const first = (await messageCards())[0];
  const setSize = first ? placeOf(first).setSize : 0;
  for (let screens = 0; screens <= setSize; screens++) {
    await scrollPage(screens * window.innerHeight);
    const found = await withBody();
    if (found) return found;
    const items = await messageCards();
    const last = items[items.length - 1];
    if (last && placeOf(last).position === placeOf(last).setSize) break;
  }
  throw new Error(`No card with body "${body}"`);
}

/** What the emulator holds for one of the demo account's numbers, newest first. */
export function storedMessagesOf(phoneNumber: string): MessageResource[] {
  return testEmulator()
    .listMessages(DEMO_ACCOUNT.accountSid)
    .filter((message) => message.from === phoneNumber || message.to === phoneNumber)
    .sort((a, b) => Date.parse(b.date_created) - Date.parse(a.date_created));
}

/** Sends so far: POSTs to Messages.json, the only requests to it without a query string. */
export function sendRequests(): URL[] {
  return requestsTo('/Messages.json').filter((url) => url.search === '');
}

/**
 * The spec's reads of a number's messages so far (calls 2 and 3: Messages.json with To or From, first
 * pages only). Live updates' looks at the whole account and older pages are requests of their own.
 */
export function listRequests(): URL[] {
  return requestsTo('/Messages.json').filter(
    (url) =>
      (url.searchParams.has('To') || url.searchParams.has('From')) && !url.searchParams.has('PageToken'),
  );
}

/** Live updates' looks at the whole account's messages so far (Messages.json without To or From). */
export function accountStreamRequests(): URL[] {
  return requestsTo('/Messages.json').filter(
    (url) => url.search !== '' && !url.searchParams.has('To') && !url.searchParams.has('From'),
  );
}

/**
 * Clicks Send with `fault` applied to that send only. A request takes its faults when it arrives, and
 * the emulator holds its answer until the fault is off again, so the reloads that follow go through.
 */
export async function clickSendWithFault(
  user: UserEvent,
  fault: 'errorRate' | 'lostAnswerRate' | 'truncateRate',
): Promise<void> {
  const sendsBefore = sendRequests().length;
  testEmulator().setFaults({ [fault]: 1 });
  testEmulator().setHeld(true);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => {
    if (sendRequests().length !== sendsBefore + 1) throw new Error('the send has not reached the emulator');
  });
  testEmulator().setFaults({ [fault]: 0 });
  testEmulator().setHeld(false);
}

/** Provider requests so far whose path ends with `suffix`. */
export function requestsTo(suffix: string | RegExp): URL[] {
  return providerRequests().filter((url) =>
    typeof suffix === 'string' ? url.pathname.endsWith(suffix) : suffix.test(url.pathname),
  );
}

export async function waitForRequestCount(suffix: string | RegExp, count: number): Promise<void> {
  await waitFor(() => {
    if (requestsTo(suffix).length !== count) {
      throw new Error(`expected ${count} requests to ${String(suffix)}, saw ${requestsTo(suffix).length}`);
    }
  });
}

/** The value beside `term` (From, To, Status…) in a message card's field list. */
export function cardField(card: HTMLElement, term: string): HTMLElement {
  const dt = within(card).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`No value for ${term}`);
  return dd;
}

/** Opens the toolbar's live-updates menu ('Live · 10:32'), unless it is open already. */
export async function openLiveMenu(user: UserEvent): Promise<void> {
  const toggle = screen.queryByRole('button', { name: /^Live/, expanded: false });
  if (toggle !== null) await user.click(toggle);
  await screen.findByRole('button', { name: 'Refresh' });
}

/** A poll now, as a person asks for it: Refresh in the live-updates menu. */
export async function pressRefresh(user: UserEvent): Promise<void> {
  await openLiveMenu(user);
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
}
