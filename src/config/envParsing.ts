/**
 * How each build-time setting is read and checked, without reading `import.meta.env` itself: the build
 * (scripts/contentSecurityPolicy.ts, run by vite.config.ts in Node) checks the same settings the same way
 * as the app (env.ts), so the policy it writes names exactly the provider the app will call.
 */

const DEFAULT_API_URL = 'https://api.twilio.com';
/** Twilio's Messaging API (v1: Messaging Services) lives on a host of its own. */
const DEFAULT_MESSAGING_API_URL = 'https://messaging.twilio.com';

export function parseHttpUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = raw?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(`${name} must not carry credentials, a query or a fragment`);
  }
  return url.href.replace(/\/+$/, '');
}

/** A Google Tag Manager container id; it ends up in a script URL, so nothing else is accepted. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export function parseGtmId(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value !== '' && !GTM_ID_PATTERN.test(value)) {
    throw new Error(`VITE_GTM_ID must look like GTM-XXXXXXX, got "${value}"`);
  }
  return value;
}

/** VITE_TWILIO_API_URL: the provider base URL, without a trailing slash. */
export function parseApiBaseUrl(raw: string | undefined): string {
  return parseHttpUrl('VITE_TWILIO_API_URL', raw, DEFAULT_API_URL);
}

/** VITE_TWILIO_MESSAGING_API_URL: the Messaging API's base URL, without a trailing slash. */
export function parseMessagingApiBaseUrl(raw: string | undefined): string {
  return parseHttpUrl('VITE_TWILIO_MESSAGING_API_URL', raw, DEFAULT_MESSAGING_API_URL);
}
