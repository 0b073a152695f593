/**
 * The app's routes (docs/product.md#routes), relative to the router's basename: the one module for the paths, which
 * screens count as signing in, and the basename the router is given.
 */
export const ROUTES = {
  home: '/',
  authentication: '/authentication',
  authTokenForm: '/authentication-token',
  apiKeyForm: '/authentication-api-key',
  messages: '/phone-numbers',
  contacts: '/contacts',
  templates: '/templates',
  sendToMany: '/send-to-many',
  account: '/account',
} as const;

const SIGN_IN_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.authentication,
  ROUTES.authTokenForm,
  ROUTES.apiKeyForm,
];

/** Whether `pathname` is one of the sign-in screens (a trailing slash allowed): the header marks them. */
export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.includes(pathname.replace(/(.)\/$/, '$1'));
}

/** React Router wants the basename without the trailing slash Vite's BASE_URL has ('/x/' -> '/x'). */
export function routerBasename(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
