import type { FullResult, Reporter, TestCase, TestError } from '@playwright/test/reporter';

/**
 * Ends the run with one plain line, `playwright: N passed, N failed, N skipped`, like the unit suite's
 * `vitest: ...` line, so CI and people can read the outcome of both suites the same way.
 */
export default class SummaryReporter implements Reporter {
  private readonly tests = new Set<TestCase>();
  private errors = 0;

  onTestEnd(test: TestCase): void {
    this.tests.add(test);
  }

  onError(_error: TestError): void {
    // Global setup failures and files that fail to load have no test to count: count them anyway.
    this.errors += 1;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = this.errors;
    let skipped = 0;
    for (const test of this.tests) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'skipped') skipped += 1;
      else failed += 1;
    }
    if (failed === 0 && result.status !== 'passed' && result.status !== 'interrupted') failed += 1;
    process.stdout.write(`\nplaywright: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
