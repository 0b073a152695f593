/**
 * What the production build's Content Security Policy lets the page load beyond the site and the
 * configured provider (scripts/contentSecurityPolicy.ts writes it; docs/decisions/0024). Read by the
 * build and by the app, so the app never asks for what the policy would refuse.
 */

/** Where Twilio's media URLs redirect to (docs/product.md#media): fetched, and shown by a bare <img>. */
export const MEDIA_CDN_ORIGIN = 'https://mms.twiliocdn.com';

/**
 * Whether an image at `url` may be shown by an <img> under the policy, leaving the provider's API aside
 * (its media needs credentials): the app's own site and Twilio's media CDN.
 */
export function imageAllowedByPolicy(url: string, siteOrigin: string): boolean {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  return origin === siteOrigin || origin === MEDIA_CDN_ORIGIN;
}
