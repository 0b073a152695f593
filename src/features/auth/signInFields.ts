import type { Credentials } from '../../lib/twilio/credentials';
import type { DemoCredentials } from '../../config/env';

export type SignInFieldName = 'accountSid' | 'authToken' | 'apiKey' | 'apiSecret';

/** One input of a sign-in form; the label is the input's accessible name. */
export interface SignInField {
  name: SignInFieldName;
  label: string;
  type: 'text' | 'password';
  /** Where in the Twilio Console the value is found. */
  placeholder: string;
  autoComplete: string;
}

export type SignInValues = Pick<Credentials, SignInFieldName>;

const ACCOUNT_SID: SignInField = {
  name: 'accountSid',
  label: 'Account SID',
  type: 'text',
  placeholder: 'In the Twilio Console, under Account Info',
  autoComplete: 'username',
};

export const AUTH_TOKEN_FIELDS: readonly SignInField[] = [
  ACCOUNT_SID,
  {
    name: 'authToken',
    label: 'Auth Token',
    type: 'password',
    placeholder: 'In the Twilio Console, under Account Info',
    autoComplete: 'current-password',
  },
];

export const API_KEY_FIELDS: readonly SignInField[] = [
  ACCOUNT_SID,
  {
    name: 'apiKey',
    label: 'API Key',
    type: 'text',
    placeholder: 'In the Twilio Console, under API keys & tokens',
    autoComplete: 'off',
  },
  {
    name: 'apiSecret',
    label: 'API Secret',
    type: 'password',
    placeholder: 'Shown once in the Twilio Console, at key creation',
    autoComplete: 'current-password',
  },
];

/** The demo account's values for each field (only in the `npm start` build). */
export function demoValuesFor(demo: DemoCredentials): SignInValues {
  return {
    accountSid: demo.accountSid,
    authToken: demo.authToken,
    apiKey: demo.apiKeySid,
    apiSecret: demo.apiKeySecret,
  };
}
