import { SignInForm } from './SignInForm';
import { AUTH_TOKEN_FIELDS } from './signInFields';

/** /authentication-token: Account SID + Auth Token. */
export function AuthTokenForm() {
  return <SignInForm title="Authentication with Auth Token" type="auth-token" fields={AUTH_TOKEN_FIELDS} />;
}
