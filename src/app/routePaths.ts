import { ROUTES } from '../config/routes';

const SIGN_IN_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.authentication,
  ROUTES.authTokenForm,
  ROUTES.apiKeyForm,
];

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.includes(pathname.replace(/(.)\/$/, '$1'));
}

/** React Router wants the basename without the trailing slash Vite's BASE_URL has ('/x/' -> '/x'). */
export function routerBasename(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
