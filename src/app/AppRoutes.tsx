import { Route, Routes } from 'react-router-dom';
import { AuthenticationChooser } from '../features/auth/AuthenticationChooser';
import { AuthTokenForm } from '../features/auth/AuthTokenForm';
import { ApiKeyForm } from '../features/auth/ApiKeyForm';
import { ROUTES } from '../config/routes';
import { AccountPageRoute } from './AccountPageRoute';
import { AccountPage, ContactsPage, SendToManyPage, TemplatesPage } from './lazyPages';
import { MessagesRoute } from './MessagesRoute';
import { NotFoundPage } from './NotFoundPage';

/** The signed-in pages beside the Messages page, each with its heading shown while it loads. */
const ACCOUNT_PAGES = [
  { path: ROUTES.contacts, title: 'Contacts', headingId: 'contacts-heading', Page: ContactsPage },
  { path: ROUTES.templates, title: 'Templates', headingId: 'templates-heading', Page: TemplatesPage },
  { path: ROUTES.sendToMany, title: 'Send to many', headingId: 'send-to-many-heading', Page: SendToManyPage },
  { path: ROUTES.account, title: 'Account', headingId: 'account-heading', Page: AccountPage },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.home} element={<AuthenticationChooser />} />
      <Route path={ROUTES.authentication} element={<AuthenticationChooser />} />
      <Route path={ROUTES.authTokenForm} element={<AuthTokenForm />} />
      <Route path={ROUTES.apiKeyForm} element={<ApiKeyForm />} />
      <Route path={ROUTES.messages} element={<MessagesRoute />} />
      {ACCOUNT_PAGES.map(({ path, title, headingId, Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <AccountPageRoute title={title} headingId={headingId}>
              <Page />
            </AccountPageRoute>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
