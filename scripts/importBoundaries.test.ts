import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each import rule of eslint.config.js (The direction of imports, features kept apart, test helpers
 * for tests only, the messages feature's rooms, what the tools may use, axios only in lib/twilio) is shown
 * failing on a probe import, and a neighbouring allowed import is shown passing. Probes are linted as text
 * under a made-up file name, so none lives in src/. Cycles: importCycles.test.ts.
 */

const repoRoot = join(import.meta.dirname, '..');
const importRules = new Set(['import/no-restricted-paths', 'no-restricted-imports']);
const eslint = new ESLint({
  cwd: repoRoot,
  // Only the import rules run: the probes are not meant to satisfy the others, and it keeps this file fast.
  ruleFilter: ({ ruleId }) => importRules.has(ruleId),
});

interface Finding {
  ruleId: string | null;
  message: string;
}

/** The import-rule findings for a file at `probePath` whose only content is `import '<target>'`. */
async function findingsForImport(probePath: string, target: string): Promise<Finding[]> {
  const isPackage = !target.includes('/');
  if (!isPackage) {
    // A probe whose target moved would pass for the wrong reason: its import would resolve to nothing.
    expect(
      existsSync(join(repoRoot, target)),
      `${target} is gone: point the probe at another file of its layer`,
    ).toBe(true);
  }
  const specifier = isPackage ? target : relativeSpecifier(probePath, target);
  return findingsFor(probePath, `import '${specifier}';\n`);
}

async function findingsFor(probePath: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, probePath) });
  if (!result) throw new Error(`ESLint returned no result for ${probePath}`);
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, 'the probe must parse').toEqual([]);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** './x' or '../x' from the probe's folder to a repository file, without its extension, as the code base writes it. */
function relativeSpecifier(probePath: string, target: string): string {
  const path = relative(dirname(probePath), target).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

function restrictedPath(why: string): Finding {
  return { ruleId: 'import/no-restricted-paths', message: expect.stringContaining(why) as string };
}

// The first probe that reaches the app's pages parses their whole import graph for no-cycle: seconds on a busy 2-core machine.
describe('import boundaries reported by lint', { timeout: 20_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/auth/Probe.tsx',
      'src/features/messages/composer/Composer.tsx',
      'Features never import each other',
    ],
    ['a feature importing app', 'src/features/auth/Probe.tsx', 'src/app/App.tsx', 'Features sit below app'],
    [
      'a room of the messages feature importing a room above it',
      'src/features/messages/format/Probe.ts',
      'src/features/messages/card/MessageCard.tsx',
      'import downwards only',
    ],
    [
      'a room importing the page',
      'src/features/messages/card/Probe.tsx',
      'src/features/messages/MessagesPage.tsx',
      'import downwards only',
    ],
    [
      'a browser spec importing from inside the app',
      'e2e/Probe.spec.ts',
      'src/lib/session/credentialsStorage.ts',
      'only through src/forTools.ts',
    ],
    [
      'the benchmark importing a component from inside the app',
      'bench/large-list/Probe.tsx',
      'src/features/messages/list/MessageList.tsx',
      'only through src/forTools.ts',
    ],
    [
      'lib importing a feature',
      'src/lib/session/Probe.ts',
      'src/features/messages/MessagesPage.tsx',
      'bottom layer',
    ],
    [
      'components importing a feature',
      'src/components/Probe.tsx',
      'src/features/auth/SignInForm.tsx',
      'bottom layer',
    ],
    ['config importing app', 'src/config/Probe.ts', 'src/app/App.tsx', 'bottom layer'],
    ['app importing the entry point', 'src/app/Probe.tsx', 'src/main.tsx', 'nothing imports it'],
    [
      'a feature importing a test helper',
      'src/features/auth/Probe.tsx',
      'src/test/emulator.ts',
      'Test helpers are for tests',
    ],
    [
      'app importing the render helper',
      'src/app/Probe.tsx',
      'src/test/render.tsx',
      'Test helpers are for tests',
    ],
    [
      'emulator code importing its test helpers',
      'emulator/src/core/Probe.ts',
      'emulator/src/core/test-helpers.ts',
      'Test helpers are for tests',
    ],
    [
      'app code importing the emulator',
      'src/lib/twilio/Probe.ts',
      'emulator/src/core/seed.ts',
      'never bundles the emulator',
    ],
  ])('reports %s', async (_case, probePath, target, why) => {
    expect(await findingsForImport(probePath, target)).toEqual([restrictedPath(why)]);
  });

  it('reports axios imported outside lib/twilio', async () => {
    expect(await findingsForImport('src/components/Probe.tsx', 'axios')).toEqual([
      { ruleId: 'no-restricted-imports', message: expect.stringContaining('src/lib/twilio') as string },
    ]);
  });
});

describe('imports lint allows', () => {
  it.each([
    ['a feature importing its own files', 'src/features/auth/Probe.tsx', 'src/features/auth/SignInForm.tsx'],
    ['a feature importing lib', 'src/features/auth/Probe.tsx', 'src/lib/twilio/errors.ts'],
    ['a feature importing config', 'src/features/messages/queries/Probe.ts', 'src/config/env.ts'],
    ['a feature importing components', 'src/features/messages/Probe.tsx', 'src/components/ErrorBanner.tsx'],
    ['components importing lib', 'src/components/Probe.tsx', 'src/lib/twilio/errors.ts'],
    ['lib importing config', 'src/lib/session/Probe.ts', 'src/config/env.ts'],
    ['app importing a feature', 'src/app/Probe.tsx', 'src/features/messages/MessagesPage.tsx'],
    ['the entry point importing app', 'src/Probe.tsx', 'src/app/App.tsx'],
    ['a test importing a test helper', 'src/features/auth/Probe.test.tsx', 'src/test/render.tsx'],
    [
      'a test importing another feature',
      'src/features/auth/Probe.test.tsx',
      'src/features/messages/composer/Composer.tsx',
    ],
    ['a test helper importing a feature', 'src/test/Probe.ts', 'src/features/messages/MessagesPage.tsx'],
    [
      'an emulator test importing its test helpers',
      'emulator/src/core/Probe.test.ts',
      'emulator/src/core/test-helpers.ts',
    ],
    [
      'a room importing a room below it',
      'src/features/messages/card/Probe.tsx',
      'src/features/messages/format/messageStatus.ts',
    ],
    ['a browser spec importing what the app exports for tools', 'e2e/Probe.spec.ts', 'src/forTools.ts'],
    ['the benchmark importing what the app exports for it', 'bench/large-list/Probe.tsx', 'src/forBench.ts'],
    ['e2e support importing the emulator', 'e2e/support/Probe.ts', 'emulator/src/core/seed.ts'],
    ['lib/twilio importing axios', 'src/lib/twilio/Probe.ts', 'axios'],
  ])('allows %s', async (_case, probePath, target) => {
    expect(await findingsForImport(probePath, target)).toEqual([]);
  });
});
