export type AuthType = '' | 'auth-token' | 'api-key';

/** What a person typed to sign in. Lives only in memory and sessionStorage. */
export interface Credentials {
  accountSid: string;
  authToken: string;
  apiKey: string;
  apiSecret: string;
  type: AuthType;
}

export const EMPTY_CREDENTIALS: Credentials = {
  accountSid: '',
  authToken: '',
  apiKey: '',
  apiSecret: '',
  type: '',
};

/** Basic-auth user and password as the spec assigns them per authentication type. */
export function basicAuthFor(credentials: Credentials): { username: string; password: string } {
  switch (credentials.type) {
    case 'api-key':
      return { username: credentials.apiKey, password: credentials.apiSecret };
    case 'auth-token':
      return { username: credentials.accountSid, password: credentials.authToken };
    default:
      return { username: '', password: '' };
  }
}
