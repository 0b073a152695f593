import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '../config/routes';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="not-found-heading" className="py-4">
      <h1 id="not-found-heading" className="h3">
        Page not found
      </h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      <p>
        <Link to={ROUTES.home}>Back to sign-in</Link> or go to your <Link to={ROUTES.messages}>messages</Link>
        .
      </p>
    </section>
  );
}
