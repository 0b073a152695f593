/**
 * Writes the Content Security Policy (contentSecurityPolicy.ts) into the built pages: index.html as Vite
 * emits it, and 404.html by hash of its inline code. Build only: the dev server's hot reload needs inline
 * scripts a strict policy refuses.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  appContentSecurityPolicy,
  deepLinkFallbackPolicy,
  withContentSecurityPolicy,
} from './contentSecurityPolicy.ts';
import { fitDeepLinkFallback } from './deepLinkFallback.ts';

/** index.html: the app's policy, from the same VITE_ settings Vite inlines into the app (.env files included). */
export function appPagePolicy(): Plugin {
  let policy: string | null = null;
  return {
    name: 'sms-web-client:content-security-policy',
    apply: 'build',
    configResolved(config) {
      const setting = (name: string): string | undefined => {
        const value: unknown = config.env[name];
        return typeof value === 'string' ? value : undefined;
      };
      policy = appContentSecurityPolicy({
        apiUrl: setting('VITE_TWILIO_API_URL'),
        messagingApiUrl: setting('VITE_TWILIO_MESSAGING_API_URL'),
        gtmId: setting('VITE_GTM_ID'),
      });
    },
    transformIndexHtml: {
      // After Vite has added its script and stylesheet tags, so nothing is put before the policy.
      order: 'post',
      handler(html) {
        if (policy === null) throw new Error('The Content Security Policy was not built');
        return withContentSecurityPolicy(html, policy);
      },
    },
  };
}

/**
 * public/404.html is copied verbatim: fit it to the sub-path this build is served from, then give it a
 * policy that allows its inline script and style by hash, hashed as fitted (in one hook, so the order holds).
 */
export function deepLinkFallbackPage(base: string): Plugin {
  return {
    name: 'sms-web-client:404-for-base-path',
    apply: 'build',
    writeBundle(options) {
      const file = join(options.dir ?? 'dist', '404.html');
      if (!existsSync(file)) return;
      const fitted = fitDeepLinkFallback(readFileSync(file, 'utf8'), base);
      writeFileSync(file, withContentSecurityPolicy(fitted, deepLinkFallbackPolicy(fitted)));
    },
  };
}
