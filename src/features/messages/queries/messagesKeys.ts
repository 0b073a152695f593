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
  /** Whether this account's media needs the credentialed path (learnt from the first image that failed). */
  mediaNeedsCredentials: (accountSid: string) =>
    [...messagesKeys.account(accountSid), 'media-needs-credentials'] as const,
};
