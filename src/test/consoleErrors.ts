/**
 * The app tests' console.error policy (wired in `setup.ts`): an error the test said it expects
 * (`expectConsoleError`) is dropped unprinted, so a passing run prints only results; any other one is
 * printed as it came and fails the test.
 */
import { vi } from 'vitest';

let allowedConsoleErrors: RegExp[] = [];

/** The current test expects a console.error matching `pattern`; any other one fails the test. */
export function expectConsoleError(pattern: RegExp): void {
  allowedConsoleErrors.push(pattern);
}

export function takeAllowedConsoleErrors(): RegExp[] {
  const taken = allowedConsoleErrors;
  allowedConsoleErrors = [];
  return taken;
}

export interface ConsoleErrorWatch {
  /**
   * Stops watching. Prints what no `allowed` pattern matches and throws if there was any. Matching waits
   * for the end of the test: a test may say what it expects after provoking it.
   */
  finish(allowed: readonly RegExp[]): void;
}

/** Holds back every `target.error(...)` call from now until `finish`. */
export function watchConsoleErrors(target: Pick<Console, 'error'>): ConsoleErrorWatch {
  const spy = vi.spyOn(target, 'error').mockImplementation(() => undefined);
  return {
    finish(allowed) {
      const calls = [...spy.mock.calls];
      spy.mockRestore();
      const unexpected = calls.filter((args) => !allowed.some((pattern) => pattern.test(textOf(args))));
      for (const args of unexpected) target.error(...args);
      if (unexpected.length > 0) {
        throw new Error(
          `Unexpected console.error during the test:\n${unexpected.map(textOf).join('\n---\n')}`,
        );
      }
    },
  };
}

function textOf(args: readonly unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ');
}
