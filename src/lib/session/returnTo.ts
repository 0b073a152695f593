/**
 * The address a signed-out person asked for, carried through sign-in in the history entry's state so
 * they land where they meant to (a shared link to a number, say). Only the Messages page, with its
 * query, is ever returned to: a path is never taken as another origin or another app's base path.
 */
import { ROUTES } from '../../config/routes';

export interface ReturnToState {
  returnTo: string;
}

/** Resolves paths against a made-up origin, to see whether they stay on the app's own. */
const PROBE_ORIGIN = 'http://app.invalid';

/** The router-relative address `state` carries back to, or null when it carries none or a foreign one. */
export function returnToOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnTo } = state as Partial<Record<keyof ReturnToState, unknown>>;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(returnTo, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname !== ROUTES.messages) return null;
  return `${url.pathname}${url.search}`;
}

/** The state that keeps `state`'s return address, or nothing, for the next step of signing in. */
export function keptReturnTo(state: unknown): ReturnToState | undefined {
  const returnTo = returnToOf(state);
  return returnTo === null ? undefined : { returnTo };
}
