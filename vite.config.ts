import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { appPagePolicy, deepLinkFallbackPage } from './scripts/contentSecurityPolicyPlugin.ts';
import { SCSS_OPTIONS, unusedCssRemoval } from './scripts/productionCss.ts';
import { eagerCompileHints } from './scripts/compileHints.ts';
import { reactRouterProductionAliases } from './scripts/reactRouterProductionBuild.ts';
import { originOfItsOwn } from './scripts/originOfItsOwn.ts';

/** The sub-path the app is served from; always with a leading and trailing slash. */
function basePath(): string {
  const raw = process.env.BASE_PATH ?? '/sms-web-client/';
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** Per-module sizes for the benchmark's dependency-cost report (bench/dependencyCost.ts), only when BENCH_VISUALIZE=1. */
function bundleReportPlugins() {
  if (process.env.BENCH_VISUALIZE !== '1') return [];
  return [
    visualizer({
      filename: process.env.BENCH_VISUALIZE_FILE ?? 'bench/results/bundle-modules.json',
      template: 'raw-data',
      // The report scales each module's rendered length to its chunk's real gzip size, which is faster
      // than compressing every module on its own and closer to what is served.
      gzipSize: false,
      brotliSize: false,
    }),
  ];
}

/** App tests that replace or reload modules: each file runs with modules of its own. */
const ISOLATED_APP_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/** What every app test shares, isolated or not. */
const APP_TESTS = {
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
  // Set once for every app test: a journey through sign-in onto the Messages page types, waits for
  // provider answers and renders lists, on a 2-core machine running every test file at once.
  testTimeout: 20_000,
  // Vitest serves tests from '/', but the app must be exercised under its real sub-path.
  env: { BASE_URL: basePath() },
};

export default defineConfig(({ command }) => ({
  base: basePath(),
  plugins: [
    react(),
    appPagePolicy(),
    deepLinkFallbackPage(basePath()),
    eagerCompileHints(),
    // Browser storage is per origin: a sub-path shares the credentials with the origin's other pages.
    originOfItsOwn(),
    ...bundleReportPlugins(),
  ],
  resolve: {
    // The browser's Intl.Segmenter instead of 6.8 KB gzip of Unicode tables (src/lib/text/graphemeSplitter.ts).
    alias: [
      {
        find: 'grapheme-splitter',
        replacement: fileURLToPath(new URL('./src/lib/text/graphemeSplitter.ts', import.meta.url)),
      },
      // React Router's production build, which its package exports do not name (decision 0040).
      ...(command === 'build'
        ? reactRouterProductionAliases(fileURLToPath(new URL('.', import.meta.url)))
        : []),
    ],
  },
  css: {
    postcss: {
      plugins: command === 'build' ? [unusedCssRemoval(fileURLToPath(new URL('.', import.meta.url)))] : [],
    },
    preprocessorOptions: { scss: SCSS_OPTIONS },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: which chunks and stylesheets each entry and lazy route needs. The benchmark
    // (bench/bytes.ts) reads it to size the sign-in path and the messages page separately.
    manifest: true,
    // Warn when a chunk alone could break the sign-in budget (100 KB gzip is roughly 330 KB minified).
    chunkSizeWarningLimit: 330,
  },
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    // One test file per core. Vitest's default (cores − 1) runs a single worker on a 2-core CI machine
    // while the main process idles: 7.3 min for the suite instead of 4.6.
    maxWorkers: availableParallelism(),
    // Worker threads rather than child processes: 127 s for the suite against 142–145 s (decision 0064).
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          ...APP_TESTS,
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          // Vitest's own exclusions (node_modules and the like) kept: a project's exclude replaces them.
          exclude: [...configDefaults.exclude, ISOLATED_APP_TESTS],
          // A worker keeps its modules from one test file to the next (the setup file still runs for each,
          // and resets the emulator, storage, the page and the DOM after every test): the suite took 4.3 min
          // on 2 cores with a fresh process per file, 2.4 without. Module state is then shared between
          // files as it already is between the tests of one file.
          isolate: false,
        },
      },
      {
        extends: true,
        // The few that replace or reload modules (vi.mock, vi.resetModules) get a fresh module graph per
        // file, so a replaced module never reaches another file. Lint keeps those calls to these files.
        test: { ...APP_TESTS, name: 'app-isolated', include: [ISOLATED_APP_TESTS] },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['emulator/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/lib/**/*.test.ts'],
        },
      },
    ],
  },
}));
