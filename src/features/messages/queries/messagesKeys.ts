/**
 * The messages feature's cache keys: the account SID (not a secret) keeps accounts apart; a token, key
 * secret or password must never go in one.
 */
export const messagesKeys = {
  account: (accountSid: string) => ['account', accountSid] as const,
  messages: (accountSid: string, phoneNumber: string) =>
    [...messagesKeys.account(accountSid), 'messages', phoneNumber] as const,
  media: (accountSid: string, messageSid: string) =>
    [...messagesKeys.account(accountSid), 'media', messageSid] as const,
  mediaBytes: (accountSid: string, mediaSid: string) =>
    [...messagesKeys.account(accountSid), 'media-bytes', mediaSid] as const,
  live: (accountSid: string) => [...messagesKeys.account(accountSid), 'live'] as const,
  olderMessages: (accountSid: string, view: string) =>
    [...messagesKeys.account(accountSid), 'older-messages', view] as const,
  sentMessage: (accountSid: string, messageSid: string) =>
    [...messagesKeys.account(accountSid), 'sent-message', messageSid] as const,
  followed: (accountSid: string) => [...messagesKeys.account(accountSid), 'followed'] as const,
  removed: (accountSid: string) => [...messagesKeys.account(accountSid), 'removed-messages'] as const,
  credentialedMediaReach: (accountSid: string) =>
    [...messagesKeys.account(accountSid), 'credentialed-media-reach'] as const,
};
