/**
 * Image addresses for an MMS: public https URLs, each once. Twilio fetches each itself, so it must be
 * reachable without credentials (docs/decisions/0020-mms-by-url.md).
 */

/** Twilio's limit of media per message (more is refused with 21623). */
export const MAX_MEDIA_URLS = 10;

export const MEDIA_URL_EMPTY = "Enter the image's address, starting with https://.";
export const MEDIA_URL_NOT_A_URL =
  "That is not a web address. Paste the image's full address, starting with https://.";
export const MEDIA_URL_TOO_MANY = `A message can carry at most ${MAX_MEDIA_URLS} images. Remove one to add another.`;
export const MEDIA_URL_WITH_LOGIN =
  'Remove the user name and password from the address: an image to send must be public.';
export const MEDIA_URL_ON_PROVIDER_API =
  'This address is on the Twilio API, which needs your credentials, so Twilio cannot fetch the image from it. Use a public https:// address.';

export function mediaUrlNotHttps(protocol: string): string {
  return `The address must start with https:// (this one starts with ${protocol}).`;
}

export function mediaUrlDuplicate(position: number): string {
  return `This image is already added (image ${position}).`;
}

export type MediaUrlVerdict = { ok: true; url: string } | { ok: false; error: string };

/**
 * The address to add, normalised, or why not. `providerOrigin`'s media needs credentials, which neither
 * Twilio's fetch nor a preview has.
 */
export function checkMediaUrl(
  typed: string,
  added: readonly string[],
  providerOrigin: string,
): MediaUrlVerdict {
  const text = typed.trim();
  if (text === '') return { ok: false, error: MEDIA_URL_EMPTY };
  if (added.length >= MAX_MEDIA_URLS) return { ok: false, error: MEDIA_URL_TOO_MANY };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: MEDIA_URL_NOT_A_URL };
  }
  if (url.protocol !== 'https:') return { ok: false, error: mediaUrlNotHttps(url.protocol) };
  if (url.hostname === '') return { ok: false, error: MEDIA_URL_NOT_A_URL };
  if (url.username !== '' || url.password !== '') return { ok: false, error: MEDIA_URL_WITH_LOGIN };
  if (url.origin === providerOrigin) return { ok: false, error: MEDIA_URL_ON_PROVIDER_API };
  const index = added.indexOf(url.href);
  if (index >= 0) return { ok: false, error: mediaUrlDuplicate(index + 1) };
  return { ok: true, url: url.href };
}

/** Under 'Add image by URL' when Send is pressed with an address typed but not added. */
export const MEDIA_URL_NOT_ADDED =
  'This address is not added yet: press Add image to attach it, or clear the field.';

/** Beside a preview that did not load: Twilio fetches the address itself, so the image may still go. */
export const MEDIA_PREVIEW_FAILED =
  'The preview did not load. Twilio fetches the image itself, so it may still be sent; check the address.';

/** For an address the Content Security Policy would refuse (docs/decisions/0024): nothing failed. */
export const MEDIA_PREVIEW_NOT_SHOWN =
  'No preview: the app loads images only from this site and Twilio. Twilio fetches this one itself when it sends.';
