import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  codeWithChunks,
  isProductionFlavour,
  reactRouterProductionAliases,
} from './reactRouterProductionBuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('reactRouterProductionAliases', () => {
  const aliases = reactRouterProductionAliases(ROOT);

  it("rewrites exactly 'react-router' and 'react-router/dom', and no other path", () => {
    const rewritten = (path: string) => aliases.find((alias) => alias.find.test(path))?.replacement;
    expect(rewritten('react-router')).toMatch(/index\.mjs$/);
    expect(rewritten('react-router/dom')).toMatch(/dom-export\.mjs$/);
    for (const other of ['react-router-dom', 'react-router/internal', 'react-router/dom/extra'])
      expect(rewritten(other)).toBeUndefined();
  });

  it('points both entries at code with the development warnings switched off', () => {
    for (const { replacement } of aliases) {
      expect(replacement).toMatch(/dist[/\\]production[/\\]/);
      expect(isProductionFlavour(codeWithChunks(replacement))).toBe(true);
    }
  });

  it('tells the development flavour apart', () => {
    expect(isProductionFlavour('var ENABLE_DEV_WARNINGS = true;')).toBe(false);
    expect(isProductionFlavour('var ENABLE_DEV_WARNINGS = false;')).toBe(true);
  });

  it('fails the build, saying what to update, when the package has no production build where it is looked for', () => {
    const project = mkdtempSync(join(tmpdir(), 'router-'));
    try {
      mkdirSync(join(project, 'node_modules', 'react-router'), { recursive: true });
      writeFileSync(join(project, 'package.json'), '{}');
      writeFileSync(join(project, 'node_modules', 'react-router', 'package.json'), '{"name":"react-router"}');
      expect(() => reactRouterProductionAliases(project)).toThrow(
        /update scripts\/reactRouterProductionBuild\.ts/,
      );
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
