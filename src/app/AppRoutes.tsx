import { Route, Routes } from 'react-router-dom';
import { AuthenticationChooser } from '../features/auth/AuthenticationChooser';
import { AuthTokenForm } from '../features/auth/AuthTokenForm';
import { ApiKeyForm } from '../features/auth/ApiKeyForm';
import { ROUTES } from '../config/routes';
import { ContactsRoute } from './ContactsRoute';
import { MessagesRoute } from './MessagesRoute';
import { SendToManyRoute } from './SendToManyRoute';
import { TemplatesRoute } from './TemplatesRoute';
import { NotFoundPage } from './NotFoundPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.home} element={<AuthenticationChooser />} />
      <Route path={ROUTES.authentication} element={<AuthenticationChooser />} />
      <Route path={ROUTES.authTokenForm} element={<AuthTokenForm />} />
      <Route path={ROUTES.apiKeyForm} element={<ApiKeyForm />} />
      <Route path={ROUTES.messages} element={<MessagesRoute />} />
      <Route path={ROUTES.contacts} element={<ContactsRoute />} />
      <Route path={ROUTES.templates} element={<TemplatesRoute />} />
      <Route path={ROUTES.sendToMany} element={<SendToManyRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
