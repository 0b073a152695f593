/**
 * The accounts the emulator knows. Credentials are fixed so a person can paste them once and keep using
 * them across restarts; they are shaped like real ones (AC/SK + 32 hex digits, 32-hex auth token) so that
 * client-side format checks behave as they would against api.twilio.com. They are not secrets.
 */
export interface AccountCredentials {
  accountSid: string;
  authToken: string;
  apiKeySid: string;
  apiKeySecret: string;
  friendlyName: string;
}

export const DEMO_ACCOUNT: AccountCredentials = {
  accountSid: 'AC9357c6c0134482edd5ff41fb81483b4b',
  authToken: '58981850ce221f00dc1f1c507fd867e5',
  apiKeySid: 'SKa971f76eda406df2430f659b215f393e',
  apiKeySecret: '9a8163cc4d009aff04ca64aaf690508b',
  friendlyName: 'Emulator demo account',
};

/** A second account, so tests can prove that one account's key does not open another account's data. */
export const OTHER_ACCOUNT: AccountCredentials = {
  accountSid: 'ACd976e8cc735b6f915eef0295404d21cb',
  authToken: '8694c7183e1f0fd5c8608bf1a1c798b8',
  apiKeySid: 'SKc888b2775161202e835d4fbeff418770',
  apiKeySecret: '9ab0fc4ea856d3fa9c1f05e0bb03435e',
  friendlyName: 'Emulator second account',
};

export const ACCOUNTS: readonly AccountCredentials[] = [DEMO_ACCOUNT, OTHER_ACCOUNT];
