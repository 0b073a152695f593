/**
 * The Content Security Policy the production build ships in a `<meta http-equiv>` tag (issue 12,
 * docs/decisions/0024-content-security-policy.md): what the app's pages may load and run, built from the
 * same settings the app reads (src/config/envParsing.ts), so it names exactly the provider the app calls.
 */
import { createHash } from 'node:crypto';
import { MEDIA_CDN_ORIGIN, parseApiBaseUrl, parseGtmId, parseMessagingApiBaseUrl } from '../src/forTools.ts';

/** Google's guide to Tag Manager under a CSP names these for the container itself; its tags need their own. */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const TAG_MANAGER_CONNECT_ORIGINS = [TAG_MANAGER_ORIGIN, 'https://www.google.com'];

/** A CSP hash source of `text` exactly as it stands between the tags. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * emotion (react-select's styles) appends an empty <style> element and fills it through CSSOM
 * `insertRule`, which CSP does not police; the empty element itself is inline style. Allowing the hash of
 * the empty text allows exactly that element and nothing with any content.
 */
export const EMPTY_INLINE_STYLE_HASH = sha256Source('');

export interface AppPolicySettings {
  /** VITE_TWILIO_API_URL as the build sees it (undefined: the default provider). */
  apiUrl: string | undefined;
  /** VITE_TWILIO_MESSAGING_API_URL as the build sees it (undefined: Twilio's Messaging API). */
  messagingApiUrl: string | undefined;
  /** VITE_GTM_ID as the build sees it; empty or undefined: no tag manager. */
  gtmId: string | undefined;
}

type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

function serialise(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/** What every page of the site forbids whatever else it allows. */
const CLOSED: Directives = [
  ['object-src', ["'none'"]],
  ['frame-src', ["'none'"]],
  // Neither falls back to default-src: without them an injected <base> or <form> could still send data away.
  ['base-uri', ["'none'"]],
  ['form-action', ["'none'"]],
];

/** The policy of index.html, i.e. of the whole app. */
export function appContentSecurityPolicy(settings: AppPolicySettings): string {
  const apiOrigin = new URL(parseApiBaseUrl(settings.apiUrl)).origin;
  const messagingApiOrigin = new URL(parseMessagingApiBaseUrl(settings.messagingApiUrl)).origin;
  const tagManager = parseGtmId(settings.gtmId) !== '';
  return serialise([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...(tagManager ? [TAG_MANAGER_ORIGIN] : [])]],
    ['style-src', ["'self'", EMPTY_INLINE_STYLE_HASH]],
    // data: for Bootstrap's inline SVG icons (select arrow, close button); blob: for fetched media; the
    // provider and its CDN for the bare <img> fallback of a picture that could not be fetched.
    [
      'img-src',
      ["'self'", 'blob:', 'data:', apiOrigin, MEDIA_CDN_ORIGIN, ...(tagManager ? [TAG_MANAGER_ORIGIN] : [])],
    ],
    [
      'connect-src',
      [
        "'self'",
        apiOrigin,
        messagingApiOrigin,
        MEDIA_CDN_ORIGIN,
        ...(tagManager ? TAG_MANAGER_CONNECT_ORIGINS : []),
      ],
    ],
    ['manifest-src', ["'self'"]],
    ...CLOSED,
  ]);
}

/** The text of each inline <script> (no src) and <style> element of a static page. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
    (match) => match[1] ?? '',
  );
  return { scripts, styles };
}

/**
 * The policy of 404.html (the deep-link fallback): its own inline script and style by hash, nothing
 * else. Hash the page as it is served, after the build has fitted the base path into it.
 */
export function deepLinkFallbackPolicy(html: string): string {
  const { scripts, styles } = inlineCode(html);
  return serialise([
    ['default-src', ["'none'"]],
    ['script-src', scripts.length === 0 ? ["'none'"] : scripts.map(sha256Source)],
    ['style-src', styles.length === 0 ? ["'none'"] : styles.map(sha256Source)],
    ...CLOSED,
  ]);
}

const LEADING_META_CHARSET = /^\s*<meta\s+charset=[^>]*>/i;

/**
 * `html` with the policy in a meta tag at the start of <head>, after a leading `<meta charset>` only (it
 * loads nothing and must stay within the first 1024 bytes): a policy applies only to what comes after it.
 */
export function withContentSecurityPolicy(html: string, policy: string): string {
  if (/http-equiv=["']?content-security-policy/i.test(html)) {
    throw new Error('The page already has a Content-Security-Policy meta tag');
  }
  if (policy.includes('"')) throw new Error('A policy never holds a double quote');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head === null) throw new Error('The page has no <head>');
  const headEnd = head.index + head[0].length;
  const charset = LEADING_META_CHARSET.exec(html.slice(headEnd));
  const at = headEnd + (charset?.[0].length ?? 0);
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}
