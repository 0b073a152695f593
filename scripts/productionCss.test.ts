import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { afterEach, describe, expect, it } from 'vitest';
import { customPropertiesOurStylesheetsUse, unusedCssRemoval } from './productionCss';

const folders: string[] = [];

function repoWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'production-css-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('customPropertiesOurStylesheetsUse', () => {
  it('finds the Bootstrap variables read or set in CSS and Sass, in any folder, once each', () => {
    const root = repoWith({
      'src/a/card.css': '.card-x { color: var(--bs-secondary-color); --bs-btn-padding-y: 0.125rem; }',
      'src/styles/main.scss':
        '.nav-x { --#{$prefix}navbar-padding-y: 0.5rem; color: var(--bs-secondary-color); }',
      'src/a/notStyles.ts': "const ignored = 'var(--bs-not-a-stylesheet)';",
    });
    expect(customPropertiesOurStylesheetsUse(join(root, 'src'))).toEqual([
      '--bs-btn-padding-y',
      '--bs-navbar-padding-y',
      '--bs-secondary-color',
    ]);
  });
});

describe('unusedCssRemoval', () => {
  it('keeps a variable one of our stylesheets sets for a Bootstrap rule in another file, and drops the unused', async () => {
    const root = repoWith({
      'index.html': '<div id="root"></div>',
      'src/Card.tsx':
        'export const Card = () => <div className="message-card__actions"><button className="btn" /></div>;',
      'src/messages.css': '.message-card__actions .btn { --bs-btn-padding-y: 0.125rem; }',
    });
    const lazyStylesheet =
      '.message-card__actions .btn { --bs-btn-padding-y: 0.125rem; --bs-unused-here: 1px; }';
    const result = await postcss([unusedCssRemoval(root)]).process(lazyStylesheet, { from: undefined });
    expect(result.css).toContain('--bs-btn-padding-y: 0.125rem');
    expect(result.css).not.toContain('--bs-unused-here');
  });
});
