import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { keptReturnTo } from '../../lib/session/returnTo';

/** / and /authentication: pick how to sign in. */
export function AuthenticationChooser() {
  const navigate = useNavigate();
  // Where a signed-out person was going goes on with them to the form they choose.
  const state = keptReturnTo(useLocation().state);
  return (
    <section>
      <h1 className="h3 mb-3">Authentication</h1>
      <p>Choose your Twilio authentication method:</p>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => navigate(ROUTES.authTokenForm, { state })}
        >
          AuthToken
        </button>
        <span>or</span>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => navigate(ROUTES.apiKeyForm, { state })}
        >
          Api Key
        </button>
      </div>
    </section>
  );
}
