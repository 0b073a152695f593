/**
 * The provider module, and axios with it, as a chunk of its own: the sign-in screens render without it
 * and start fetching it as soon as they show, so it is there by the time a person presses Sign-in.
 * A failed download is not remembered, so the next attempt tries again.
 */
import { loadChunk } from '../chunks/loadChunk';

type TwilioApi = typeof import('./api');

let loading: Promise<TwilioApi> | null = null;

export function loadTwilioApi(): Promise<TwilioApi> {
  loading ??= loadChunk('twilio-api', () => import('./api')).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
