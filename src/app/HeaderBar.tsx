import { Link, useLocation } from 'react-router-dom';
import { CodeIcon } from '../components/icons/CodeIcon';
import { ColorModeChoice } from './ColorModeChoice';
import { env } from '../config/env';
import { useCredentials } from '../lib/session/useCredentials';
import { useSignOut } from '../lib/session/useSignOut';
import { isSignInPath, ROUTES } from '../config/routes';

/** The bar on every screen: product title, the two sections of the app, where the code lives, light or dark. */
export function HeaderBar() {
  const { pathname } = useLocation();
  const { credentials } = useCredentials();
  const signOut = useSignOut();
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
                <button type="button" className="btn btn-link nav-link" onClick={signOut}>
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
                <CodeIcon size={18} className="me-1" />
                Source code <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </li>
            <li className="nav-item d-flex align-items-center">
              <ColorModeChoice />
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
