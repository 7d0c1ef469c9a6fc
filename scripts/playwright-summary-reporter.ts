import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Prints one plain closing line, "playwright: N passed, N failed, N skipped", that any CI can read
 * (the browser tests' counterpart of scripts/summary-reporter.ts).
 */
export default class PlaywrightSummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'unexpected') failed += 1;
      else skipped += 1;
    }
    // A run that broke before any test (global set-up, a file that does not load) failed too.
    if (result.status !== 'passed' && failed === 0) failed = 1;
    console.log(`\nplaywright: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
