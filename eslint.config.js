import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

/** Every folder under src/features is a feature; a new one is fenced off from the others without editing this file. */
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Code that may import test helpers (and anything else): the tests themselves and the helpers. */
const testCode = [
  '**/*.test.{ts,tsx}',
  'e2e/**/*.spec.ts',
  'src/test/**',
  'emulator/src/core/test-helpers.ts',
];

/**
 * DESIGN.md's direction of imports: lib, config, components → features → app → main.tsx. Paths are
 * resolved to files before they are compared, so '../messages/Composer' and
 * '../../features/messages/Composer' are caught alike.
 */
const importBoundaries = [
  {
    target: ['src/lib', 'src/config', 'src/components'],
    from: ['src/features', 'src/app', 'src/main.tsx'],
    message: 'lib, config and components are the bottom layer: they import only each other (DESIGN.md).',
  },
  {
    target: 'src/features',
    from: ['src/app', 'src/main.tsx'],
    message:
      'Features sit below app: pass what they need from app as props or move it down to lib (DESIGN.md).',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to lib or components (DESIGN.md).',
  })),
  {
    target: 'src/app',
    from: 'src/main.tsx',
    message: 'main.tsx is the entry point; nothing imports it.',
  },
  {
    target: 'src',
    from: 'emulator',
    message: 'The app never bundles the emulator; only tests and src/test reach it.',
  },
  {
    target: '.',
    from: ['src/test', 'emulator/src/core/test-helpers.ts'],
    message: 'Test helpers are for tests (*.test.ts/x) and other test helpers only.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'test-results', 'bench/results', 'scripts/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'All provider traffic goes through src/lib/twilio.' }],
        },
      ],
    },
  },
  {
    // The one module that is allowed to talk to the provider.
    files: ['src/lib/twilio/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['emulator/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js files unless told otherwise; without these, no-cycle sees no graph at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // Type-only imports are erased at build time and are not counted as a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: testCode,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: importBoundaries }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
