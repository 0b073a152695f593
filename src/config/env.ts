/**
 * Every build-time setting, read and checked once. Vite inlines `import.meta.env.*` at build time,
 * so nothing here can be changed from the UI or a URL parameter: a link must never be able to send
 * a person's credentials to another server.
 */

import { parseApiBaseUrl, parseGtmId, parseHttpUrl } from './envParsing';

export { GTM_ID_PATTERN, parseGtmId, parseHttpUrl } from './envParsing';

export interface DemoCredentials {
  accountSid: string;
  authToken: string;
  apiKeySid: string;
  apiKeySecret: string;
}

export interface Env {
  /** Provider base URL, without a trailing slash. */
  apiBaseUrl: string;
  /** The sub-path the app is served from, with leading and trailing slash. */
  basePath: string;
  /** Google Tag Manager container id; '' means no tag manager at all. */
  gtmId: string;
  sourceRepositoryUrl: string;
  /** Only in the `npm start` demo build. */
  demoCredentials: DemoCredentials | null;
}

const DEFAULT_SOURCE_URL = 'https://github.com/sms-web-client/sms-web-client';

export function parseDemoCredentials(raw: string | undefined): DemoCredentials | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const keys = ['accountSid', 'authToken', 'apiKeySid', 'apiKeySecret'] as const;
    if (!keys.every((key) => typeof record[key] === 'string')) return null;
    return {
      accountSid: record.accountSid as string,
      authToken: record.authToken as string,
      apiKeySid: record.apiKeySid as string,
      apiKeySecret: record.apiKeySecret as string,
    };
  } catch {
    return null;
  }
}

export const env: Env = {
  apiBaseUrl: parseApiBaseUrl(import.meta.env.VITE_TWILIO_API_URL),
  basePath: import.meta.env.BASE_URL,
  gtmId: parseGtmId(import.meta.env.VITE_GTM_ID),
  sourceRepositoryUrl: parseHttpUrl('VITE_SOURCE_URL', import.meta.env.VITE_SOURCE_URL, DEFAULT_SOURCE_URL),
  demoCredentials: parseDemoCredentials(import.meta.env.VITE_DEMO_CREDENTIALS),
};
