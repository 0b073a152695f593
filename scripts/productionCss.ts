/**
 * How the production stylesheets are built, shared by vite.config.ts and the benchmark pages that render
 * the app's components (bench/largeList.ts, bench/largeThread.ts), so a benchmark styles its cards as the
 * app does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { DeprecationOrId } from 'sass';

/** Bootstrap 5.3's Sass still uses @import and global built-ins; its deprecation notices are not ours. */
export const SCSS_OPTIONS: { quietDeps: boolean; silenceDeprecations: DeprecationOrId[] } = {
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
};

const CUSTOM_PROPERTY = /--(?:#\{\$prefix\}|bs-)([\w-]+)/g;

/**
 * Every Bootstrap custom property (`--bs-…`, or `--#{$prefix}…` in Sass) that a stylesheet of ours sets or
 * reads. PurgeCSS judges each stylesheet alone: a variable that Bootstrap defines in the sign-in
 * stylesheet and only a lazily loaded one reads (or that ours sets for a Bootstrap rule in another file)
 * would be dropped as unused, and the rule reading it would fall back to nothing.
 */
export function customPropertiesOurStylesheetsUse(srcDir: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.s?css$/.test(entry)) continue;
    for (const match of readFileSync(join(srcDir, entry), 'utf8').matchAll(CUSTOM_PROPERTY))
      names.add(`--bs-${match[1]}`);
  }
  return [...names].sort();
}

/**
 * Production CSS keeps only the Bootstrap rules whose classes appear in our markup, and the variables
 * those rules and our stylesheets use: the sign-in screen must fit its byte budget, and Bootstrap's
 * stylesheet is mostly rules we never use. Development keeps everything; the browser suite runs on the
 * production build, so a class purged by mistake shows there.
 */
export function unusedCssRemoval(repoRoot: string) {
  return purgeCss({
    content: [join(repoRoot, 'index.html'), join(repoRoot, 'src/**/*.{ts,tsx}')],
    variables: true,
    keyframes: true,
    // Set by the browser or by scripts rather than written in our markup.
    safelist: {
      standard: [/^:root$/, 'visually-hidden-focusable'],
      deep: [/data-bs-theme/],
      variables: customPropertiesOurStylesheetsUse(join(repoRoot, 'src')),
    },
  });
}
