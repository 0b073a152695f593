import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const root = import.meta.dirname;

/** Every folder under src/features is a feature; a new one is fenced off from the others without editing this file. */
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The rooms of the messages feature, lowest first: a room imports only the rooms before it (and what is
 * below the features). A new room must be given its place here.
 */
const messagesRooms = [
  'format',
  'queries',
  'services',
  'export',
  'numbers',
  'media',
  'card',
  'live',
  'unread',
  'history',
  'optOuts',
  'deletion',
  'templates',
  'composer',
  'sendToMany',
  'filters',
  'list',
  'conversations',
  'scheduled',
  'page',
];
const unplacedRooms = readdirSync(join(root, 'src/features/messages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !messagesRooms.includes(entry.name))
  .map((entry) => entry.name);
if (unplacedRooms.length > 0)
  throw new Error(
    `eslint.config.js: give src/features/messages/${unplacedRooms.join(', ')} a place in messagesRooms`,
  );

/** The browser suite, the benchmark and the scripts see only what the app exports for them. */
const toolsReachTheApp = {
  target: ['e2e', 'bench', 'scripts'],
  from: 'src',
  except: ['./forTools.ts', './forBench.ts', './test', './styles'],
  message:
    'The browser suite, the benchmark and the scripts reach the app only through src/forTools.ts and src/forBench.ts.',
};

/** Code that may import test helpers (and anything else): the tests themselves and the helpers. */
const testCode = [
  '**/*.test.{ts,tsx}',
  'e2e/**/*.spec.ts',
  'src/test/**',
  'emulator/src/core/test-helpers.ts',
];

/**
 * The direction of imports: lib, config, components → features → app → main.tsx. Paths are
 * resolved to files before they are compared, so '../messages/Composer' and
 * '../../features/messages/Composer' are caught alike.
 */
const importBoundaries = [
  {
    target: ['src/lib', 'src/config', 'src/components'],
    from: ['src/features', 'src/app', 'src/main.tsx'],
    message:
      'lib, config and components are the bottom layer: they import only each other (docs/decisions/0016).',
  },
  {
    target: 'src/features',
    from: ['src/app', 'src/main.tsx'],
    message:
      'Features sit below app: pass what they need from app as props or move it down to lib (docs/decisions/0016).',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move what both need to lib or components (docs/decisions/0016).',
  })),
  ...messagesRooms.map((room, place) => ({
    target: `src/features/messages/${room}`,
    from: 'src/features/messages',
    except: messagesRooms.slice(0, place + 1).map((below) => `./${below}`),
    message: `The messages feature's rooms import downwards only: ${room} may use ${messagesRooms.slice(0, place).join(', ') || 'no other room'} (eslint.config.js, messagesRooms).`,
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
    // App test files share their worker's modules (vite.config.ts): one that replaces or reloads a module
    // must be named *.isolated.test.ts(x), which runs with modules of its own.
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: ['src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message: 'Replacing or reloading modules needs a file of its own: name it *.isolated.test.ts(x).',
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
    plugins: { import: importPlugin },
    settings: {
      // The plugin reads only .js files unless told otherwise.
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/external-module-folders': ['node_modules'],
      'import/ignore': ['node_modules'],
      // Every import in the repository is a relative path or a package: Node's resolution with the
      // TypeScript extensions is all it takes (eslint-plugin-import-x's resolvers need native binaries
      // that our registry does not carry for every platform, which breaks `npm ci`).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: testCode,
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: importBoundaries }] },
  },
  {
    // Their tests too: a spec that imports a constant from deep inside the app pins how the app is built.
    files: ['e2e/**/*.ts', 'bench/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: [toolsReachTheApp] }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
