/**
 * The web app manifest (issue 11: installable) is linked from the App once its first paint is on screen,
 * not from index.html (decision 0038). Linked in the page, the browser fetched the manifest with the
 * entry chunk and then its icon as soon as the page loaded, before that paint, and Lighthouse's simulated
 * phone counted both as needed for the largest paint. Browsers read a manifest linked later just the same:
 * installing the app is never the first thing a page is loaded for.
 */
export function linkWebAppManifest(basePath: string): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${basePath}manifest.webmanifest`;
  document.head.append(link);
}
