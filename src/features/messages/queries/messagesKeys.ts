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
  /** One media file fetched with the credentials: its bytes re-wrapped as a checked type, kept for the session. */
  mediaBytes: (accountSid: string, mediaSid: string) =>
    [...messagesKeys.account(accountSid), 'media-bytes', mediaSid] as const,
  /** The whole account's newest messages, as live updates know them (live/liveState.ts). */
  live: (accountSid: string) => [...messagesKeys.account(accountSid), 'live'] as const,
  /** Pages read beyond a view's first page ('all' for the whole account): history/useHistory.ts. */
  olderMessages: (accountSid: string, view: string) =>
    [...messagesKeys.account(accountSid), 'older-messages', view] as const,
  /** One message sent from here, followed until its status is final. */
  sentMessage: (accountSid: string, messageSid: string) =>
    [...messagesKeys.account(accountSid), 'sent-message', messageSid] as const,
  /** The messages sent from here that are being followed, with when each was sent. */
  followed: (accountSid: string) => [...messagesKeys.account(accountSid), 'followed'] as const,
  /**
   * How credentialed media fetches fare on this account: once several in a row got no answer while other
   * reads were answered, later images skip their retries (credentialedMediaReach.ts).
   */
  credentialedMediaReach: (accountSid: string) =>
    [...messagesKeys.account(accountSid), 'credentialed-media-reach'] as const,
};
