/**
 * React Router 7 publishes a production build (dist/production) but its package exports only name the
 * development one, so every bundler ships that: the same code with `ENABLE_DEV_WARNINGS = true`, whose
 * warnings and checks run in people's browsers (remix-run/react-router#14102, open). Production builds
 * alias the package's two entry points to the production files; development and tests keep the warnings.
 * A React Router upgrade that moves or renames these files fails the build here, with the reason, rather
 * than silently shipping the development build again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The flag that is the only difference between the two builds' code. */
const PRODUCTION_FLAG = 'ENABLE_DEV_WARNINGS = false';

/**
 * Vite aliases for exactly the two entry points: a string alias would also rewrite every other
 * 'react-router/…' path (such as 'react-router/internal') to a file that has no such path under it.
 */
export function reactRouterProductionAliases(root: string): { find: RegExp; replacement: string }[] {
  const require = createRequire(join(root, 'package.json'));
  const production = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  const aliases = [
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
  ];
  for (const { replacement } of aliases) {
    if (!existsSync(replacement))
      throw new Error(
        `React Router's production build has no ${replacement}: update scripts/reactRouterProductionBuild.ts`,
      );
  }
  return aliases;
}

/** Whether a file of React Router's code is its production flavour. */
export function isProductionFlavour(code: string): boolean {
  return code.includes(PRODUCTION_FLAG);
}

/** The code of a module and the files it imports by relative path, one level deep (the build's chunks). */
export function codeWithChunks(file: string): string {
  const code = readFileSync(file, 'utf8');
  const chunks = [...code.matchAll(/from "(\.\/[^"]+)"/g)].map((match) =>
    readFileSync(join(dirname(file), match[1]!), 'utf8'),
  );
  return [code, ...chunks].join('\n');
}
