import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../config/routes';

/** / and /authentication: pick how to sign in. */
export function AuthenticationChooser() {
  const navigate = useNavigate();
  return (
    <section>
      <h1 className="h3 mb-3">Authentication</h1>
      <p>Choose your Twilio authentication method:</p>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => navigate(ROUTES.authTokenForm)}>
          AuthToken
        </button>
        <span>or</span>
        <button type="button" className="btn btn-primary" onClick={() => navigate(ROUTES.apiKeyForm)}>
          Api Key
        </button>
      </div>
    </section>
  );
}
