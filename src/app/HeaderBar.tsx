import { Link, useLocation } from 'react-router-dom';
import { CodeIcon } from '../components/icons/CodeIcon';
import { ColorModeChoice } from './ColorModeChoice';
import { env } from '../config/env';
import { useCredentials } from '../lib/session/useCredentials';
import { useSignOut } from '../lib/session/useSignOut';
import { isSignInPath, ROUTES } from '../config/routes';

/**
 * The bar on every screen: product title, the sections of the app (Contacts, Templates, Send to many and
 * Account, named for the subaccount shown, once signed in), where the code lives, light or dark.
 * Two rows on a phone (title, theme and the source link's icon; the sections and Sign out in one row that
 * scrolls sideways), so the Messages page keeps its first screen for messages.
 */
export function HeaderBar() {
  const { pathname } = useLocation();
  const { credentials, shownSubaccount } = useCredentials();
  const signOut = useSignOut();
  const sections = [
    { to: ROUTES.authentication, name: 'Authentication', current: isSignInPath(pathname) },
    { to: ROUTES.messages, name: 'Messages', current: pathname === ROUTES.messages },
    // Beside the spec's two: the names given to numbers and the saved replies, which exist only for a
    // signed-in account.
    ...(credentials
      ? [
          { to: ROUTES.contacts, name: 'Contacts', current: pathname === ROUTES.contacts },
          { to: ROUTES.templates, name: 'Templates', current: pathname === ROUTES.templates },
          { to: ROUTES.sendToMany, name: 'Send to many', current: pathname === ROUTES.sendToMany },
          // A subaccount shown instead of the one signed in with is named, so no one sends from it unawares.
          {
            to: ROUTES.account,
            name: shownSubaccount ? `Account: ${shownSubaccount.name}` : 'Account',
            current: pathname === ROUTES.account,
          },
        ]
      : []),
  ];

  return (
    <header className="app-header">
      <nav data-bs-theme="dark" aria-label="Main" className="navbar navbar-expand">
        <div className="container flex-wrap">
          <Link to={ROUTES.home} className="navbar-brand">
            SMS Web Client
          </Link>
          {/* Beside the title, where it is also next in the tab order; on a phone the links take the next row. */}
          <div className="app-header__theme">
            <ColorModeChoice />
          </div>
          {/* One row: on a phone under the title, scrolling sideways when the words do not fit. */}
          <div className="app-header__nav">
            <ul className="navbar-nav flex-row me-auto">
              {sections.map(({ to, name, current }) => (
                <li key={to} className="nav-item">
                  <Link
                    to={to}
                    className={current ? 'nav-link active' : 'nav-link'}
                    aria-current={current ? 'page' : undefined}
                  >
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
            {credentials && (
              <ul className="navbar-nav flex-row">
                <li className="nav-item">
                  <button
                    type="button"
                    className="btn btn-link nav-link"
                    // A page with work under way asks before it goes (Send to many's run).
                    data-leaves-page
                    onClick={signOut}
                  >
                    Sign out
                  </button>
                </li>
              </ul>
            )}
          </div>
          <ul className="navbar-nav flex-row">
            <li className="nav-item">
              <a
                className="nav-link"
                href={env.sourceRepositoryUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <CodeIcon size={18} className="me-1" />
                {/* Only the icon shows below the widest screens; the words stay the link's name. */}
                <span className="app-header__source-words">Source code</span>{' '}
                <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
