/**
 * Writes the tab's icon into index.html as a data URL (decision 0038). Browsers fetch a linked favicon
 * as soon as the page has loaded, which for this app is before its first paint is on screen. Lighthouse's
 * simulated phone then counted that request as needed for the largest paint, which it put 150 ms or more
 * after the first. Inline, the icon costs no request: 646 bytes of PNG, 0.9 KB in the page.
 * `scripts/icons.ts` still draws the PNG from the SVG; this reads it at build time, so they cannot drift.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The `<link rel="icon" …>` tag, whatever the order of its attributes, and the href inside it. */
const LINK_TAG = /<link\b[^>]*>/g;
const ICON_REL = /\srel="icon"/;
const HREF = /(\shref=")[^"]*(")/;

export function withInlineFavicon(html: string, png: Uint8Array): string {
  const dataUrl = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  let found = false;
  const result = html.replace(LINK_TAG, (tag) => {
    if (found || !ICON_REL.test(tag) || !HREF.test(tag)) return tag;
    found = true;
    return tag.replace(HREF, (_href, before: string, after: string) => before + dataUrl + after);
  });
  if (!found) throw new Error('index.html has no <link rel="icon" href="…"> to inline');
  return result;
}

export function inlineFavicon(pngPath: string): Plugin {
  return {
    name: 'sms-web-client:inline-favicon',
    apply: 'build',
    transformIndexHtml: {
      // Before Vite rewrites the page's public URLs under the base path.
      order: 'pre',
      handler: (html) => withInlineFavicon(html, readFileSync(pngPath)),
    },
  };
}
