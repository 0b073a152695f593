import { Route, Routes } from 'react-router-dom';
import { AuthenticationChooser } from '../features/auth/AuthenticationChooser';
import { AuthTokenForm } from '../features/auth/AuthTokenForm';
import { ApiKeyForm } from '../features/auth/ApiKeyForm';
import { ROUTES } from '../config/routes';
import { AccountPageRoute } from './AccountPageRoute';
import { ContactsPage, SendToManyPage, TemplatesPage } from './lazyPages';
import { MessagesRoute } from './MessagesRoute';
import { NotFoundPage } from './NotFoundPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.home} element={<AuthenticationChooser />} />
      <Route path={ROUTES.authentication} element={<AuthenticationChooser />} />
      <Route path={ROUTES.authTokenForm} element={<AuthTokenForm />} />
      <Route path={ROUTES.apiKeyForm} element={<ApiKeyForm />} />
      <Route path={ROUTES.messages} element={<MessagesRoute />} />
      <Route
        path={ROUTES.contacts}
        element={
          <AccountPageRoute title="Contacts" headingId="contacts-heading">
            <ContactsPage />
          </AccountPageRoute>
        }
      />
      <Route
        path={ROUTES.templates}
        element={
          <AccountPageRoute title="Templates" headingId="templates-heading">
            <TemplatesPage />
          </AccountPageRoute>
        }
      />
      <Route
        path={ROUTES.sendToMany}
        element={
          <AccountPageRoute title="Send to many" headingId="send-to-many-heading">
            <SendToManyPage />
          </AccountPageRoute>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
