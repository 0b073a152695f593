/**
 * Warns at build time when the app is built for a sub-path (decision 0044). Browser storage is per
 * origin, not per path, so every other page served on the app's origin can read the credentials of
 * whoever signs in. It warns rather than fails: the default base is a sub-path, and CI builds it.
 */
import type { Plugin, ResolvedConfig } from 'vite';

function sharedOriginWarning(base: string): string | null {
  if (base === '/') return null;
  return (
    `BASE_PATH is ${base}: the app needs an origin (scheme, host and port) of its own. ` +
    'sessionStorage and localStorage are per origin, not per path, so any other page served on the same ' +
    'origin can read the credentials of whoever signs in. Serve nothing else there, or build with ' +
    'BASE_PATH=/ for a host name of its own (on GitHub Pages, a custom domain or a user or organisation ' +
    'site, not a project page). See the README, Deploy.'
  );
}

export function originOfItsOwn(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'sms-web-client:origin-of-its-own',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // The last thing the build says, after the list of files, where a person reading its output sees it.
    closeBundle() {
      const warning = config === null ? null : sharedOriginWarning(config.base);
      if (warning !== null) config?.logger.warn(warning);
    },
  };
}
