import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthenticationChooser } from '../features/auth/AuthenticationChooser';
import { AuthTokenForm } from '../features/auth/AuthTokenForm';
import { ApiKeyForm } from '../features/auth/ApiKeyForm';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { RequireAccount } from '../lib/session/RequireAccount';
import { AfterFirstPaint } from './AfterFirstPaint';
import { lazyWithChunkTimeout } from './lazyWithChunkTimeout';
import { MessagesPageFrame } from './MessagesPageFrame';
import { NotFoundPage } from './NotFoundPage';
import { ROUTES } from '../config/routes';

// The messages page carries react-select and the message list: its own chunk, fetched once signed in.
const MessagesPage = lazyWithChunkTimeout(
  'messages',
  () => import('../features/messages/MessagesPage'),
  (module) => module.MessagesPage,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.home} element={<AuthenticationChooser />} />
      <Route path={ROUTES.authentication} element={<AuthenticationChooser />} />
      <Route path={ROUTES.authTokenForm} element={<AuthTokenForm />} />
      <Route path={ROUTES.apiKeyForm} element={<ApiKeyForm />} />
      <Route
        path={ROUTES.messages}
        element={
          <RequireAccount>
            <MessagesPageFrame>
              <AfterFirstPaint fallback={<LoadingSpinner />}>
                <Suspense fallback={<LoadingSpinner />}>
                  <MessagesPage />
                </Suspense>
              </AfterFirstPaint>
            </MessagesPageFrame>
          </RequireAccount>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
