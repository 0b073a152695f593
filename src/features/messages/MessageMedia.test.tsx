import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../../emulator/src/core/accounts';
import { testEmulator } from '../../test/emulator';
import { MEDIA_ALT } from './MediaImage';
import {
  cardWithBody,
  chooseNumber,
  messageCards,
  openMessagesPage,
  requestsTo,
  storedMessagesOf,
  waitForRequestCount,
} from './testHelpers';

const SHOP = '+14155550100';
const SUPPORT = '+14155550123';
const ONE_PICTURE = 'My rear brake squeaks. Photo attached.';
const TWO_PICTURES = 'We do, sizes XS to M. Here are two we have in stock.';
const NO_PICTURE = 'Picked it up, rides like new! 🚲✨';
const SAM_PICTURE = 'Got it, thanks — and the box was already open 😕';
const MEDIA_LIST = '/Media.json';
const MEDIA_BYTES = /\/Media\/ME[0-9a-f]+$/;

function mediaMessageSids(phoneNumber: string): string[] {
  return storedMessagesOf(phoneNumber)
    .filter((message) => Number(message.num_media) > 0)
    .map((message) => message.sid);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Message media', { timeout: 20_000 }, () => {
  it('looks media up only for the messages that have some, showing a loading text meanwhile', async () => {
    testEmulator().setFaults({ latencyMs: 80 });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const withMedia = await cardWithBody(ONE_PICTURE);
    expect(within(withMedia).getByText('Loading media...')).toBeInTheDocument();
    expect(within(await cardWithBody(NO_PICTURE)).queryByText('Loading media...')).not.toBeInTheDocument();

    expect(await within(withMedia).findByRole('img', { name: MEDIA_ALT })).toBeInTheDocument();
    expect(within(withMedia).queryByText('Loading media...')).not.toBeInTheDocument();

    const expected = mediaMessageSids(SHOP);
    expect(expected).toHaveLength(3);
    await waitForRequestCount(MEDIA_LIST, expected.length);
    const asked = requestsTo(MEDIA_LIST).map((url) => url.pathname.split('/').at(-2));
    expect(asked.sort()).toEqual([...expected].sort());
  });

  it('shows every attached image with its alt text, straight from the provider when media is public', async () => {
    testEmulator().setMediaAuth(false);
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(TWO_PICTURES);
    const images = await within(card).findAllByRole('img', { name: MEDIA_ALT });
    expect(images).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByRole('img', { name: MEDIA_ALT })).toHaveLength(4));

    for (const image of images) {
      const src = new URL(image.getAttribute('src') ?? '');
      expect(src.origin).toBe('https://api.twilio.com');
      expect(src.pathname).toMatch(
        new RegExp(
          `^/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages/MM[0-9a-f]+/Media/ME[0-9a-f]+$`,
        ),
      );
      expect(src.username).toBe('');
      expect(src.password).toBe('');
      expect(src.search).toBe('');
      // What the browser does with that src: without credentials, the bytes arrive.
      const answer = await fetch(src);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      fireEvent.load(image);
    }
    // Loaded directly: no credentialed fetch by the app, no object URLs.
    expect(images.every((image) => !image.getAttribute('src')?.startsWith('blob:'))).toBe(true);
  });

  it('fetches the bytes with the credentials when the account enforces auth on media, and remembers that', async () => {
    testEmulator().setMediaAuth(true);
    const { user } = await openMessagesPage('api-key');
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(ONE_PICTURE);
    const image = await within(card).findByRole('img', { name: MEDIA_ALT });
    const direct = image.getAttribute('src') ?? '';
    // What the browser meets with that src: a 401, so the image fails to load.
    expect((await fetch(direct)).status).toBe(401);
    const bytesRequestsBefore = requestsTo(MEDIA_BYTES).length;
    const cdnRequestsBefore = requestsTo(/^\/cdn\//).length;

    fireEvent.error(image);
    await waitFor(() =>
      expect(within(card).getByRole('img', { name: MEDIA_ALT }).getAttribute('src')).toMatch(/^blob:/),
    );
    expect(requestsTo(MEDIA_BYTES).length).toBe(bytesRequestsBefore + 1);
    expect(requestsTo(MEDIA_BYTES).at(-1)?.href).toBe(direct);
    // The provider's redirect to the media host was followed, so the object URL holds the picture.
    expect(requestsTo(/^\/cdn\//).length).toBe(cdnRequestsBefore + 1);

    // Later images of this account go straight to the credentialed path.
    await chooseNumber(user, SUPPORT);
    const samCard = await cardWithBody(SAM_PICTURE);
    const samImage = await within(samCard).findByRole('img', { name: MEDIA_ALT });
    expect(samImage.getAttribute('src')).toMatch(/^blob:/);
  });

  it('says so when an image cannot be loaded either way', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(ONE_PICTURE);
    const image = await within(card).findByRole('img', { name: MEDIA_ALT });
    testEmulator().setFaults({ errorRate: 1 });
    fireEvent.error(image);
    expect(await within(card).findByText('This image could not be loaded.')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: MEDIA_ALT })).not.toBeInTheDocument();
  });

  it('caches lookups per message id: back on a number, no new Media.json requests', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    await waitFor(() => expect(screen.getAllByRole('img', { name: MEDIA_ALT })).toHaveLength(4));
    await chooseNumber(user, SUPPORT);
    await within(await cardWithBody(SAM_PICTURE)).findByRole('img', { name: MEDIA_ALT });
    expect(requestsTo(MEDIA_LIST)).toHaveLength(4);

    await chooseNumber(user, SHOP);
    await cardWithBody(TWO_PICTURES);
    await waitForRequestCount('/Messages.json', 6);
    await waitFor(() => expect(screen.getAllByRole('img', { name: MEDIA_ALT })).toHaveLength(4));
    expect(requestsTo(MEDIA_LIST)).toHaveLength(4);
  });

  it('waits until a card is on screen before looking its media up', async () => {
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

    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    await messageCards();
    const card = await cardWithBody(ONE_PICTURE);
    expect(within(card).getByText('Loading media...')).toBeInTheDocument();
    // Only the three cards with media are watched, and nothing is asked before they scroll in.
    expect(watched).toHaveLength(3);
    expect(requestsTo(MEDIA_LIST)).toHaveLength(0);

    const target = watched.find((entry) => card.contains(entry.element));
    if (!target) throw new Error('the card with media is not watched');
    act(() => {
      target.callback(
        [{ target: target.element, isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(await within(card).findByRole('img', { name: MEDIA_ALT })).toBeInTheDocument();
    expect(requestsTo(MEDIA_LIST)).toHaveLength(1);
    expect(watched).toHaveLength(2);
  });
});
