/**
 * `npm run lint`'s cycle check: no module of the app reaches itself again through its imports, type-only
 * imports included (ESLint's import/no-cycle skips those, and a cycle of types still ties two rooms into
 * one). Relative imports only: packages cannot import the app.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(importer: string, specifier: string): string | null {
  const base = join(dirname(importer), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every cycle's modules (one list per strongly connected group of files), paths relative to `root`. */
export function importCycles(
  root: string,
  folders: readonly string[],
  skip: readonly string[] = [],
): string[][] {
  const skipped = skip.map((folder) => join(root, folder));
  const files = folders
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .filter((file) => !skipped.some((folder) => file.startsWith(`${folder}/`)));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? ''))
      .filter((target): target is string => target !== null);
    edges.set(file, targets);
  }

  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(relative(root, member));
    } while (member !== file);
    const importsItself = (edges.get(file) ?? []).includes(file);
    if (group.length > 1 || importsItself) cycles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const cycles = importCycles(root, ['src', 'emulator', 'scripts', 'bench', 'e2e'], ['scripts/fixtures']);
  for (const cycle of cycles) console.error(`Import cycle (type imports count too): ${cycle.join(' ↔ ')}`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
