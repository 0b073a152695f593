/** The app's routes (spec §2), relative to the router's basename: one list for the app and its features. */
export const ROUTES = {
  home: '/',
  authentication: '/authentication',
  authTokenForm: '/authentication-token',
  apiKeyForm: '/authentication-api-key',
  messages: '/phone-numbers',
} as const;
