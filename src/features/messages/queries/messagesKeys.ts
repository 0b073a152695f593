/**
 * The one cache-key factory of the messages feature. Keys carry the account SID (not a secret) so two
 * accounts in one session never share cached data; they never carry a token, key secret or password.
 */
export const messagesKeys = {
  account: (accountSid: string) => ['account', accountSid] as const,
  phoneNumbers: (accountSid: string) => [...messagesKeys.account(accountSid), 'phone-numbers'] as const,
  messages: (accountSid: string, phoneNumber: string) =>
    [...messagesKeys.account(accountSid), 'messages', phoneNumber] as const,
  media: (accountSid: string, messageSid: string) =>
    [...messagesKeys.account(accountSid), 'media', messageSid] as const,
  /** The bytes of one media file, fetched with the credentials (a Blob, kept for the session). */
  mediaBytes: (accountSid: string, mediaSid: string) =>
    [...messagesKeys.account(accountSid), 'media-bytes', mediaSid] as const,
  /**
   * Whether credentialed media fetches look unreachable from here on this account (several in a row got
   * no answer while other reads were answered), so later images skip their retries
   * (credentialedMediaReach.ts).
   */
  credentialedMediaUnreachable: (accountSid: string) =>
    [...messagesKeys.account(accountSid), 'credentialed-media-unreachable'] as const,
};
