/**
 * Every build-time setting, read and checked once. Vite inlines `import.meta.env.*` at build time,
 * so nothing here can be changed from the UI or a URL parameter: a link must never be able to send
 * a person's credentials to another server.
 */

import { stringFields } from '../lib/checks/plainValues';
import { parseApiBaseUrl, parseGtmId, parseHttpUrl, parseMessagingApiBaseUrl } from './envParsing';

export { GTM_ID_PATTERN, parseGtmId, parseHttpUrl } from './envParsing';

const DEMO_CREDENTIAL_FIELDS = ['accountSid', 'authToken', 'apiKeySid', 'apiKeySecret'] as const;

export type DemoCredentials = Record<(typeof DEMO_CREDENTIAL_FIELDS)[number], string>;

const DEFAULT_SOURCE_URL = 'https://github.com/sms-web-client/sms-web-client';

export function parseDemoCredentials(raw: string | undefined): DemoCredentials | null {
  if (!raw) return null;
  try {
    return stringFields(JSON.parse(raw), DEMO_CREDENTIAL_FIELDS);
  } catch {
    return null;
  }
}

export const env = {
  /** Provider base URL, without a trailing slash. */
  apiBaseUrl: parseApiBaseUrl(import.meta.env.VITE_TWILIO_API_URL),
  /** Messaging API base URL (Messaging Services), without a trailing slash. */
  messagingApiBaseUrl: parseMessagingApiBaseUrl(import.meta.env.VITE_TWILIO_MESSAGING_API_URL),
  /** The sub-path the app is served from, with leading and trailing slash. */
  basePath: import.meta.env.BASE_URL,
  /** Google Tag Manager container id; '' means no tag manager at all. */
  gtmId: parseGtmId(import.meta.env.VITE_GTM_ID),
  sourceRepositoryUrl: parseHttpUrl('VITE_SOURCE_URL', import.meta.env.VITE_SOURCE_URL, DEFAULT_SOURCE_URL),
  /** Only in the `npm start` demo build. */
  demoCredentials: parseDemoCredentials(import.meta.env.VITE_DEMO_CREDENTIALS),
};
