import { SignInForm } from './SignInForm';
import { API_KEY_FIELDS } from './signInFields';

/** /authentication-api-key: Account SID + API Key + API Secret. */
export function ApiKeyForm() {
  return <SignInForm title="Authentication with Api Key" type="api-key" fields={API_KEY_FIELDS} />;
}
