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
  /** A subaccount's parent, whose Auth Token also reaches it; absent for a main account. */
  ownerAccountSid?: string;
  /** Absent means active. A suspended or closed account is listed, and its credentials are refused. */
  status?: 'suspended' | 'closed';
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

/** The demo account's subaccount for its downtown store: its own numbers and messages. */
export const DEMO_SUBACCOUNT: AccountCredentials = {
  accountSid: 'AC5b0e8d1f6a2c4973b8e1d0c7f3a96e42',
  authToken: 'c41f9a7e02d85b36e9a1c7d4f0b28e53',
  apiKeySid: 'SK7d2e9b4a1c6f08e35b9d2a7c4e1f6b80',
  apiKeySecret: '3e8b1d6f9a2c5e7049b3d8f1a6c2e5d7',
  friendlyName: 'Downtown store',
  ownerAccountSid: DEMO_ACCOUNT.accountSid,
};

/** A subaccount the demo account closed: listed, never shown. */
export const DEMO_CLOSED_SUBACCOUNT: AccountCredentials = {
  accountSid: 'AC0c7a3f9e5d1b4286a9e3c7f1d5b0a824',
  authToken: '6a2d8f4c1e9b7305d2a6f8c4e1b9d703',
  apiKeySid: 'SK4f1a8c2e6d9b03a7f5c1e8d2b6a9f4c3',
  apiKeySecret: 'b7e3a9d1f5c20846e1b7d3a9f5c2e804',
  friendlyName: 'Summer pop-up 2025',
  ownerAccountSid: DEMO_ACCOUNT.accountSid,
  status: 'closed',
};

export const ACCOUNTS: readonly AccountCredentials[] = [
  DEMO_ACCOUNT,
  OTHER_ACCOUNT,
  DEMO_SUBACCOUNT,
  DEMO_CLOSED_SUBACCOUNT,
];
