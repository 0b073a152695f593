import { useContext } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { env } from '../config/env';
import { QueryClientSlotContext } from '../lib/query/queryClientSlot';
import { useCredentials } from '../lib/session/useCredentials';
import { ROUTES } from '../config/routes';
import { isSignInPath } from './routePaths';

function CodeIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 16 16" className="me-1">
      <path
        fill="currentColor"
        d="M5.7 4.3a1 1 0 0 1 0 1.4L3.4 8l2.3 2.3a1 1 0 1 1-1.4 1.4l-3-3a1 1 0 0 1 0-1.4l3-3a1 1 0 0 1 1.4 0Zm4.6 0a1 1 0 0 1 1.4 0l3 3a1 1 0 0 1 0 1.4l-3 3a1 1 0 0 1-1.4-1.4L12.6 8l-2.3-2.3a1 1 0 0 1 0-1.4Z"
      />
    </svg>
  );
}

/** The bar on every screen: product title, the two sections of the app, and where the code lives. */
export function HeaderBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { credentials, signOut } = useCredentials();
  const queryClientSlot = useContext(QueryClientSlotContext);
  const onSignIn = isSignInPath(pathname);
  const onMessages = pathname === ROUTES.messages;

  return (
    <header className="app-header">
      <nav data-bs-theme="dark" aria-label="Main" className="navbar navbar-expand py-2">
        <div className="container flex-wrap">
          <Link to={ROUTES.home} className="navbar-brand">
            SMS Web Client
          </Link>
          <ul className="navbar-nav flex-row flex-wrap gap-3 me-auto">
            <li className="nav-item">
              <Link
                to={ROUTES.authentication}
                className={onSignIn ? 'nav-link active' : 'nav-link'}
                aria-current={onSignIn ? 'page' : undefined}
              >
                Authentication
              </Link>
            </li>
            <li className="nav-item">
              <Link
                to={ROUTES.messages}
                className={onMessages ? 'nav-link active' : 'nav-link'}
                aria-current={onMessages ? 'page' : undefined}
              >
                Messages
              </Link>
            </li>
          </ul>
          <ul className="navbar-nav flex-row flex-wrap gap-3">
            {credentials && (
              <li className="nav-item">
                <button
                  type="button"
                  className="btn btn-link nav-link"
                  onClick={() => {
                    // Forget the account's messages too, not only its credentials: a shared computer.
                    queryClientSlot?.client?.clear();
                    signOut();
                    navigate(ROUTES.authentication);
                  }}
                >
                  Sign out
                </button>
              </li>
            )}
            <li className="nav-item">
              <a
                className="nav-link"
                href={env.sourceRepositoryUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <CodeIcon />
                Source code <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
