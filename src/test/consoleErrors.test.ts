import { describe, expect, it } from 'vitest';
import { watchConsoleErrors } from './consoleErrors';

/** A console whose printed errors the test can read. */
function fakeConsole() {
  const printed: unknown[][] = [];
  return { printed, error: (...args: unknown[]) => void printed.push(args) };
}

describe('the tests’ console.error policy', () => {
  it('drops an error the test expected without printing it', () => {
    const target = fakeConsole();
    const watch = watchConsoleErrors(target);
    target.error(
      new Error('Loading chunk page-7 failed'),
      'The above error occurred in one of your React components.',
    );

    expect(() => watch.finish([/Loading chunk page-7 failed/])).not.toThrow();
    expect(target.printed).toEqual([]);
  });

  it('prints an unexpected error as it came and fails the test with its text', () => {
    const target = fakeConsole();
    const watch = watchConsoleErrors(target);
    const unexpected = new Error('Cannot read properties of undefined');
    target.error(new Error('Loading chunk page-7 failed'));
    target.error('Warning: %s', unexpected);

    expect(() => watch.finish([/Loading chunk page-7 failed/])).toThrow(
      /Unexpected console\.error during the test:\nWarning: %s Error: Cannot read properties of undefined/,
    );
    expect(target.printed).toEqual([['Warning: %s', unexpected]]);
  });

  it('gives the console back once the test is over', () => {
    const target = fakeConsole();
    const watch = watchConsoleErrors(target);
    watch.finish([]);

    target.error('after the test');
    expect(target.printed).toEqual([['after the test']]);
  });
});
