// A Vitest reporter for scripts/test.mjs: writes to VITEST_SUMMARY_FILE the
// counts, the tests that passed only on a retry (Vitest's JSON report does
// not say) and why tests were skipped (ctx.skip notes).
import { writeFileSync } from 'node:fs';

export default class SummaryReporter {
  onTestRunEnd(testModules, unhandledErrors = []) {
    const summary = {
      passed: 0,
      failed: 0,
      skipped: 0,
      flaky: [],
      skips: [],
      errors: unhandledErrors.length,
    };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        const name = `${module.project.name} › ${module.relativeModuleId} › ${test.fullName}`;
        if (result.state === 'passed') {
          summary.passed += 1;
          if ((test.diagnostic()?.retryCount ?? 0) > 0) summary.flaky.push(name);
        } else if (result.state === 'failed') {
          summary.failed += 1;
        } else {
          summary.skipped += 1;
          if (result.note) summary.skips.push({ name, note: result.note });
        }
      }
      // A file that failed to load has no tests to count: count the file.
      if (module.state() === 'failed' && ![...module.children.allTests()].length) summary.failed += 1;
    }
    if (process.env.VITEST_SUMMARY_FILE)
      writeFileSync(process.env.VITEST_SUMMARY_FILE, JSON.stringify(summary));
  }
}
