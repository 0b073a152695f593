import { afterEach, describe, expect, it } from 'vitest';
import { linkWebAppManifest } from './webAppManifestLink';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove();
});

describe('linkWebAppManifest', () => {
  it("links the manifest under the app's own sub-path, once however often it is called", () => {
    linkWebAppManifest('/sms-web-client/');
    linkWebAppManifest('/sms-web-client/');
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/sms-web-client/manifest.webmanifest');
  });
});
