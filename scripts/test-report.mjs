// Reading the test runners' reports, and the closing lines of `npm test`.

/** The summary scripts/vitest-summary.mjs writes. */
export function readVitest(s) {
  return { ...s, notes: s.skips.map((k) => k.note) };
}

/** Playwright's JSON report: flaky tests passed on a retry; skip reasons are `skip` annotations. */
export function readPlaywright(report) {
  const s = report.stats;
  const names = [];
  const notes = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === 'flaky') names.push(`e2e › ${spec.file} › ${spec.title}`);
        if (t.status !== 'skipped') continue;
        const why = t.annotations?.find((a) => a.type === 'skip' && a.description)?.description;
        if (why) notes.push(why);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped, flaky: names, notes };
}

/**
 * Why tests were skipped (with how many each reason skipped), then
 * `tests: N passed, M failed, K skipped` and `flaky: F (names)`: a test that
 * passed only on a retry counts as passed, but is named, never silently.
 */
export function closingLines(totals, flaky, skipReasons) {
  const lines = [];
  if (skipReasons.size) {
    lines.push('skipped, and why:');
    for (const [why, n] of skipReasons) lines.push(`  ${n} × ${why}`);
    lines.push('');
  }
  lines.push(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  lines.push(`flaky: ${flaky.length}${flaky.length ? ` (${flaky.join('; ')})` : ''}`);
  return lines.join('\n');
}
