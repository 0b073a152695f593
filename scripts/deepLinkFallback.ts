/**
 * Fits public/404.html (the deep-link fallback for static hosts without an SPA fallback, like GitHub Pages)
 * to the base path of one build: its redirect target and its home link. The base is written into the page
 * rather than worked out from the address at run time, so a crafted address cannot choose where the page
 * sends the browser.
 */
const BASE_PATH_DECLARATION = /var BASE_PATH = '[^']*';/;
const HOME_LINK = /<a href="[^"]*">Go to the app<\/a>/;

/** A JavaScript string literal safe inside an inline <script> (no quote, backslash or `</script>` escapes it). */
function scriptStringLiteral(value: string): string {
  return `'${value.replace(/[^A-Za-z0-9/._~-]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}

function htmlAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `base` is the build's base path with a leading and trailing slash (vite.config.ts normalises it). */
export function fitDeepLinkFallback(html: string, base: string): string {
  if (!base.startsWith('/') || !base.endsWith('/') || base.startsWith('//')) {
    throw new Error(`The base path must start and end with a single "/", got ${JSON.stringify(base)}`);
  }
  if (!BASE_PATH_DECLARATION.test(html) || !HOME_LINK.test(html)) {
    throw new Error('public/404.html no longer has the BASE_PATH declaration or the home link to fit');
  }
  return html
    .replace(BASE_PATH_DECLARATION, `var BASE_PATH = ${scriptStringLiteral(base)};`)
    .replace(HOME_LINK, `<a href="${htmlAttribute(base)}">Go to the app</a>`);
}
