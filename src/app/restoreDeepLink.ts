/**
 * The other half of public/404.html: static hosts without an SPA fallback (GitHub Pages) send a deep link
 * like /sms-web-client/phone-numbers to 404.html, which redirects to /sms-web-client/?deep-link=%2Fphone-numbers.
 * This puts the route back in the address bar before the router reads it.
 */
export const DEEP_LINK_PARAM = 'deep-link';

export function restoreDeepLink(basePath: string, win: Window = window): void {
  const current = new URL(win.location.href);
  const deepLink = current.searchParams.get(DEEP_LINK_PARAM);
  if (deepLink === null || current.pathname !== basePath) return;

  // Only a path inside the app: never let the parameter point the page anywhere else, not even to
  // another path of this site (`/../../x` resolves above the base and would show a blank page).
  const target = new URL(basePath.replace(/\/$/, '') + deepLink, current.origin);
  const safe =
    deepLink.startsWith('/') &&
    !deepLink.startsWith('//') &&
    target.origin === current.origin &&
    target.pathname.startsWith(basePath);
  const next = safe ? target.pathname + target.search + target.hash : basePath;
  win.history.replaceState(win.history.state, '', next);
}
