import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerPostedForms } from '../../../test/emulator';
import { chooseNumber, openMessagesPage, sendRequests, storedMessagesOf } from '../../../test/messagesPage';
import { MESSAGE_INVALID_HINT } from './composerRules';
import {
  MAX_MEDIA_URLS,
  MEDIA_PREVIEW_FAILED,
  MEDIA_PREVIEW_NOT_SHOWN,
  MEDIA_URL_NOT_A_URL,
  MEDIA_URL_NOT_ADDED,
  MEDIA_URL_ON_PROVIDER_API,
  MEDIA_URL_TOO_MANY,
  mediaUrlDuplicate,
  mediaUrlNotHttps,
} from './mediaUrlRules';

const SHOP = '+14155550100';
const MAYA = '+14155551234';
const CAT = 'https://media.example/cat.png';
const DOG = 'https://media.example/dog.jpg?size=large';
/** An image the Content Security Policy lets the page load: on Twilio's media CDN. */
const ON_MEDIA_CDN = 'https://mms.twiliocdn.com/ACdemo/receipt.png';

async function openComposer() {
  const app = await openMessagesPage();
  await chooseNumber(app.user, SHOP);
  await app.user.click(screen.getByRole('tab', { name: 'Composer' }));
  return app;
}

function urlField(): HTMLInputElement {
  return screen.getByLabelText('Add image by URL');
}

function imagesToSend(): HTMLElement | null {
  return screen.queryByRole('list', { name: /^Images to send/ });
}

async function addImage(user: Awaited<ReturnType<typeof openComposer>>['user'], url: string) {
  await user.clear(urlField());
  // Pasted, as addresses usually are.
  await user.paste(url);
  await user.click(screen.getByRole('button', { name: 'Add image' }));
}

async function fillMessage(user: Awaited<ReturnType<typeof openComposer>>['user'], body: string) {
  await user.type(screen.getByLabelText('To'), MAYA);
  await user.type(screen.getByLabelText('Message'), body);
}

describe('Composer: images by URL (MMS)', () => {
  it('sends each added image as a MediaUrl, in order, and clears them once sent', async () => {
    const { user } = await openComposer();
    await fillMessage(user, 'Two pictures of the bike');
    await addImage(user, CAT);
    await addImage(user, DOG);

    const list = imagesToSend();
    expect(list).toHaveAccessibleName(`Images to send (2 of at most ${MAX_MEDIA_URLS})`);
    // Hosts the Content Security Policy would refuse are not asked for a preview; nothing failed.
    expect(within(list as HTMLElement).queryAllByRole('img')).toHaveLength(0);
    expect(within(list as HTMLElement).getAllByText(MEDIA_PREVIEW_NOT_SHOWN)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove image 2' })).toHaveAccessibleDescription(
      MEDIA_PREVIEW_NOT_SHOWN,
    );

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    const [form] = await providerPostedForms();
    expect(form?.getAll('MediaUrl')).toEqual([CAT, DOG]);
    expect(form?.get('Body')).toBe('Two pictures of the bike');
    const stored = storedMessagesOf(SHOP).find((message) => message.body === 'Two pictures of the bike');
    expect(stored?.num_media).toBe('2');
    expect(imagesToSend()).not.toBeInTheDocument();
  });

  it('adds on Enter in the address field, without sending', async () => {
    const { user } = await openComposer();
    await fillMessage(user, 'Enter adds the picture');
    await user.type(urlField(), `${CAT}{Enter}`);
    expect(within(imagesToSend() as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect(urlField()).toHaveValue('');
    expect(urlField()).toHaveFocus();
    expect(sendRequests()).toHaveLength(0);
  });

  it.each([
    ['media.example/cat.png', MEDIA_URL_NOT_A_URL],
    ['http://media.example/cat.png', mediaUrlNotHttps('http:')],
    ['https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1', MEDIA_URL_ON_PROVIDER_API],
  ])('refuses %j, saying why under the field until it changes', async (typed, error) => {
    const { user } = await openComposer();
    await addImage(user, typed);
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(urlField()).toHaveAccessibleDescription(expect.stringContaining(error));
    expect(screen.getByText(error)).toBeVisible();
    expect(imagesToSend()).not.toBeInTheDocument();
    expect(urlField()).toHaveValue(typed);

    await user.type(urlField(), 'x');
    expect(urlField()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(error)).not.toBeInTheDocument();
  });

  it('refuses the same image twice, naming the one already added', async () => {
    const { user } = await openComposer();
    await addImage(user, CAT);
    await addImage(user, 'https://MEDIA.example/cat.png');
    expect(screen.getByText(mediaUrlDuplicate(1))).toBeInTheDocument();
    expect(within(imagesToSend() as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
  });

  it('takes at most 10 images; after a Remove there is room again', async () => {
    const { user } = await openComposer();
    for (let i = 1; i <= MAX_MEDIA_URLS; i++) await addImage(user, `https://media.example/${i}.png`);
    await addImage(user, 'https://media.example/11.png');
    expect(screen.getByText(MEDIA_URL_TOO_MANY)).toBeInTheDocument();
    expect(within(imagesToSend() as HTMLElement).getAllByRole('listitem')).toHaveLength(MAX_MEDIA_URLS);

    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(screen.queryByText(MEDIA_URL_TOO_MANY)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    const items = within(imagesToSend() as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(MAX_MEDIA_URLS);
    expect(items.at(-1)).toHaveTextContent('https://media.example/11.png');
    expect(imagesToSend()).not.toHaveTextContent('https://media.example/3.png');
  });

  it('moves the focus after a Remove to the image that took its place, then the one before, then the field', async () => {
    const { user } = await openComposer();
    await addImage(user, CAT);
    await addImage(user, DOG);
    await addImage(user, 'https://media.example/bird.gif');

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    const [first, second] = within(imagesToSend() as HTMLElement).getAllByRole('listitem');
    expect(first).toHaveTextContent(CAT);
    expect(second).toHaveTextContent('https://media.example/bird.gif');
    expect(screen.getByRole('button', { name: 'Remove image 2' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toHaveFocus();
    await user.keyboard(' ');
    expect(imagesToSend()).not.toBeInTheDocument();
    expect(urlField()).toHaveFocus();
  });

  it('shows a thumbnail of an address the policy allows, fetched as any public image', async () => {
    const { user } = await openComposer();
    await addImage(user, ON_MEDIA_CDN);
    const preview = within(imagesToSend() as HTMLElement).getByRole('img', {
      name: 'Preview of attachment 1',
    });
    expect(preview).toHaveAttribute('src', ON_MEDIA_CDN);
    // A public file, fetched as any image on the web: no credentials of ours, not even the page address.
    expect(preview).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(preview).not.toHaveAttribute('crossorigin');
    expect(screen.queryByText(MEDIA_PREVIEW_NOT_SHOWN)).not.toBeInTheDocument();
  });

  it('warns when a preview does not load, and still sends that address', async () => {
    const { user } = await openComposer();
    await fillMessage(user, 'A picture the browser cannot show');
    await addImage(user, ON_MEDIA_CDN);
    fireEvent.error(screen.getByRole('img', { name: 'Preview of attachment 1' }));
    expect(await screen.findByText(MEDIA_PREVIEW_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toHaveAccessibleDescription(
      MEDIA_PREVIEW_FAILED,
    );

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    const [form] = await providerPostedForms();
    expect(form?.getAll('MediaUrl')).toEqual([ON_MEDIA_CDN]);
  });

  it('keeps the text and the images when a send fails', async () => {
    const { user } = await openComposer();
    // Twilio's magic number that is never a valid recipient: a definite refusal (21211).
    await user.type(screen.getByLabelText('To'), '+15005550001');
    await user.type(screen.getByLabelText('Message'), 'This one will fail');
    await addImage(user, CAT);
    await addImage(user, DOG);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Error 21211: /)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('This one will fail');
    const [first, second] = within(imagesToSend() as HTMLElement).getAllByRole('listitem');
    expect(first).toHaveTextContent(CAT);
    expect(second).toHaveTextContent(DOG);
    await waitFor(() => expect(urlField()).toBeEnabled());
  });

  it('does not send while an address is typed but not added', async () => {
    const { user } = await openComposer();
    await fillMessage(user, 'I meant to attach this');
    await user.type(urlField(), CAT);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(MEDIA_URL_NOT_ADDED)).toBeInTheDocument();
    expect(urlField()).toHaveFocus();
    expect(sendRequests()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(sendRequests()).toHaveLength(1);
  });

  it('still needs the message text with images: the spec requires it', async () => {
    const { user } = await openComposer();
    await user.type(screen.getByLabelText('To'), MAYA);
    await addImage(user, CAT);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(MESSAGE_INVALID_HINT)).toBeInTheDocument();
    expect(sendRequests()).toHaveLength(0);
  });
});
