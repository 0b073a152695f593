/**
 * What the browser suite, the benchmark and the build scripts may use from the app: plain values and
 * functions, safe to load in Node. Lint allows them nothing else of src/ (besides the test helpers).
 */
export { MEDIA_CDN_ORIGIN } from './config/contentPolicy';
export { parseApiBaseUrl, parseGtmId, parseMessagingApiBaseUrl } from './config/envParsing';
export { CREDENTIALS_STORAGE_KEY } from './lib/session/credentialsStorage';
export { formatPhoneNumber } from './lib/phoneNumbers/formatPhoneNumber';
export { templatesStorageKey } from './lib/templates/templates';
export type { Message } from './lib/twilio/models';
