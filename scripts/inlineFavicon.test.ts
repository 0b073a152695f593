import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withInlineFavicon } from './inlineFavicon';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('withInlineFavicon', () => {
  it("puts the PNG's bytes in the icon link's href, leaving its other attributes and the page as they were", () => {
    const html =
      '<head><link rel="icon" type="image/png" sizes="32x32" href="/icons/favicon-32.png" />' +
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" /></head>';
    const result = withInlineFavicon(html, PNG);
    expect(result).toBe(
      '<head><link rel="icon" type="image/png" sizes="32x32" href="data:image/png;base64,iVBORw0KGgo=" />' +
        '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" /></head>',
    );
  });

  it('finds the link whatever the order of its attributes', () => {
    expect(withInlineFavicon('<link href="/f.png" rel="icon">', PNG)).toBe(
      '<link href="data:image/png;base64,iVBORw0KGgo=" rel="icon">',
    );
  });

  it('fails the build when the page no longer links an icon, rather than shipping it without one', () => {
    expect(() => withInlineFavicon('<link rel="apple-touch-icon" href="/a.png">', PNG)).toThrow(
      /no <link rel="icon"/,
    );
  });

  it("fits the app's own page", () => {
    const page = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(withInlineFavicon(page, PNG)).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });
});
