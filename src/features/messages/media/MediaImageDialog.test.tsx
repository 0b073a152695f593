import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { testEmulator } from '../../../test/emulator';
import { spyOnObjectUrls } from '../../../test/objectUrls';
import {
  cardWithBody,
  chooseNumber,
  openMessagesPage,
  requestsTo,
  storedMessagesOf,
} from '../../../test/messagesPage';
import { MEDIA_ALT } from './MediaImage';
import { attachmentStem } from './mediaFileName';

const SHOP = '+14155550100';
const ONE_PICTURE = 'My rear brake squeaks. Photo attached.';
const TWO_PICTURES = 'We do, sizes XS to M. Here are two we have in stock.';
const MEDIA_BYTES = /\/Media\/ME[0-9a-f]+$/;
const MAYA = '+14155559876';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

const objectUrls = spyOnObjectUrls();

/** The readable name, without extension, of file `position` of `count` of the message with `body`. */
function stemOf(body: string, position: number, count: number): string {
  const message = storedMessagesOf(SHOP).find((each) => each.body === body);
  if (!message) throw new Error(`no message "${body}"`);
  const inbound = message.direction === 'inbound';
  return attachmentStem({
    party: inbound ? message.from : message.to,
    inbound,
    dateMs: Date.parse(message.date_created),
    position,
    count,
  });
}

/** The card's thumbnails once their bytes are shown from object URLs. */
async function thumbnailsOf(card: HTMLElement, count: number): Promise<HTMLElement[]> {
  return waitFor(() => {
    const buttons = within(card).getAllByRole('button', { name: /^Open image/ });
    expect(buttons).toHaveLength(count);
    for (const button of buttons)
      expect(within(button).getByRole('img', { name: MEDIA_ALT })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      );
    return buttons;
  });
}

/** Every download the app starts: an <a download> clicked, which jsdom cannot follow. */
let downloads: MockInstance<() => void>;
const started: { name: string; href: string }[] = [];

beforeEach(() => {
  started.length = 0;
  downloads = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    started.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  downloads.mockRestore();
});

describe('a received image, opened large', () => {
  it('opens from its thumbnail with the keyboard, closes on Escape and gives the focus back', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(TWO_PICTURES);
    const [first, second] = await thumbnailsOf(card, 2);
    expect(first).toHaveAccessibleName('Open image 1 of 2');
    expect(second).toHaveAccessibleName('Open image 2 of 2');
    // The other picture on screen shown too, so that what is counted next is what opening the dialog does.
    await thumbnailsOf(await cardWithBody(ONE_PICTURE), 1);
    const bytesRequests = requestsTo(MEDIA_BYTES).length;
    const objectUrlsMade = objectUrls.created.mock.calls.length;

    second?.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Image 2 of 2' });
    const large = within(dialog).getByRole('img', { name: MEDIA_ALT });
    const thumbnail = within(second as HTMLElement).getByRole('img', { name: MEDIA_ALT });
    expect(large).toHaveAttribute('src', thumbnail.getAttribute('src'));
    // The focus is inside the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(second).toHaveFocus());
    // Opening it fetched nothing and made no object URL: the thumbnail's bytes and URL were reused.
    expect(requestsTo(MEDIA_BYTES)).toHaveLength(bytesRequests);
    expect(objectUrls.created.mock.calls).toHaveLength(objectUrlsMade);
  });

  it('opens with Space too, and closes with its Close button, the focus back on the thumbnail', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const [thumbnail] = await thumbnailsOf(await cardWithBody(ONE_PICTURE), 1);
    expect(thumbnail).toHaveAccessibleName('Open image');
    thumbnail?.focus();
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Image' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });

  it('offers the shown bytes as a download named after who sent it, when, and which picture', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(TWO_PICTURES);
    const [first] = await thumbnailsOf(card, 2);
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Image 1 of 2' });
    const download = within(dialog).getByRole('link', { name: 'Download' });
    const name = `${stemOf(TWO_PICTURES, 1, 2)}.png`;
    expect(name).toMatch(/ \(1 of 2\)\.png$/);
    expect(download).toHaveAttribute('download', name);
    expect(within(dialog).getByText(name)).toBeInTheDocument();
    const thumbnail = within(first as HTMLElement).getByRole('img', { name: MEDIA_ALT });
    expect(download).toHaveAttribute('href', thumbnail.getAttribute('src'));
    // The object URL is of a checked raster image, the only kind the app ever shows.
    const index = objectUrls.created.mock.results.findIndex(
      (result) => result.value === download.getAttribute('href'),
    );
    expect((objectUrls.created.mock.calls[index]?.[0] as Blob).type).toBe('image/png');
  });

  it('steps to the next and previous picture with its buttons and the arrow keys, then gives the focus back', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody(TWO_PICTURES);
    const [first, second] = await thumbnailsOf(card, 2);
    const secondSrc = within(second as HTMLElement)
      .getByRole('img')
      .getAttribute('src');
    const firstSrc = within(first as HTMLElement)
      .getByRole('img')
      .getAttribute('src');
    await user.click(first as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: 'Image 1 of 2' });
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    dialog = await screen.findByRole('dialog', { name: 'Image 2 of 2' });
    expect(within(dialog).getByRole('img', { name: MEDIA_ALT })).toHaveAttribute('src', secondSrc);
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The focus stays on the control the person used, in the same dialog.
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    dialog = await screen.findByRole('dialog', { name: 'Image 1 of 2' });
    expect(within(dialog).getByRole('img', { name: MEDIA_ALT })).toHaveAttribute('src', firstSrc);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Image 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Image 2 of 2' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('says an image shown straight from the provider (the fallback) cannot be saved from here', async () => {
    testEmulator().setMediaAuth(false);
    const passOn = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (MEDIA_BYTES.test(new URL(url).pathname)) return Promise.reject(new TypeError('Failed to fetch'));
      return passOn(input, init);
    });
    try {
      const { user } = await openMessagesPage();
      await chooseNumber(user, SHOP);
      const card = await cardWithBody(ONE_PICTURE);
      const thumbnail = await within(card).findByRole('button', { name: 'Open image' }, { timeout: 5000 });
      await user.click(thumbnail);
      const dialog = await screen.findByRole('dialog', { name: 'Image' });
      expect(within(dialog).getByRole('img', { name: MEDIA_ALT })).toHaveAttribute(
        'src',
        expect.stringMatching(/^https:\/\/api\.twilio\.com\/.*\/Media\/ME[0-9a-f]+$/),
      );
      expect(within(dialog).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
      expect(within(dialog).getByText(/cannot be saved from here/)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('an attachment that is not a raster image', () => {
  it('is a named download: fetched once when asked, saved through an inert object URL', async () => {
    testEmulator().deliverInbound({
      from: MAYA,
      to: SHOP,
      body: 'Our logo, as SVG',
      mediaUrls: [`data:image/svg+xml,${encodeURIComponent(SVG)}`],
    });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('Our logo, as SVG');
    // Saved as text: an SVG opened from the downloads folder could run its script.
    const name = `${stemOf('Our logo, as SVG', 1, 1)}.txt`;
    const button = await within(card).findByRole('button', { name: `Download ${name}` });
    await thumbnailsOf(await cardWithBody(TWO_PICTURES), 2);
    const bytesRequests = requestsTo(MEDIA_BYTES).length;

    await user.click(button);
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.name).toBe(name);
    expect(requestsTo(MEDIA_BYTES)).toHaveLength(bytesRequests + 1);
    const index = objectUrls.created.mock.results.findIndex((result) => result.value === started[0]?.href);
    const saved = objectUrls.created.mock.calls[index]?.[0] as Blob;
    // Never a type a browser would render: opened in a tab, it could not run as a page of the app.
    expect(saved.type).toBe('application/octet-stream');
    expect(await saved.text()).toBe(SVG);
    // The link was only for the click.
    expect(document.querySelector('a[download]')).toBeNull();

    // Asked again: the same bytes, not fetched again.
    await user.click(button);
    await waitFor(() => expect(started).toHaveLength(2));
    expect(requestsTo(MEDIA_BYTES)).toHaveLength(bytesRequests + 1);
  });

  it('says so when the file could not be fetched, and can be tried again', async () => {
    testEmulator().deliverInbound({
      from: MAYA,
      to: SHOP,
      body: 'The price list',
      mediaUrls: [`data:application/pdf,${encodeURIComponent('%PDF-1.4 …')}`],
    });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('The price list');
    const button = await within(card).findByRole('button', {
      name: `Download ${stemOf('The price list', 1, 1)}.pdf`,
    });

    testEmulator().setFaults({ errorRate: 1 });
    await user.click(button);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The file could not be downloaded. Try again.',
    );
    expect(started).toHaveLength(0);

    testEmulator().setFaults({ errorRate: 0 });
    await user.click(button);
    await waitFor(() => expect(started).toHaveLength(1));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});
