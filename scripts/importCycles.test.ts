import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './importCycles';

const repoRoot = join(import.meta.dirname, '..');

describe('the import cycle check of npm run lint', () => {
  it('reports two modules that import each other', () => {
    expect(importCycles(repoRoot, ['scripts/fixtures/importCycle'])).toEqual([
      ['scripts/fixtures/importCycle/first.ts', 'scripts/fixtures/importCycle/second.ts'],
    ]);
  });

  it('counts a type-only import: a cycle of types still ties two modules together', () => {
    expect(importCycles(repoRoot, ['scripts/fixtures/typeImportCycle'])).toEqual([
      ['scripts/fixtures/typeImportCycle/first.ts', 'scripts/fixtures/typeImportCycle/second.ts'],
    ]);
  });
});
