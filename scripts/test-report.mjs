// Reading the test runners' reports, and the closing lines of `npm test`.

/** The summary scripts/vitest-summary.mjs writes. */
export function readVitest(s) {
  return { ...s, notes: s.skips.map((k) => k.note) };
}

/**
 * Playwright's JSON report, counted test by test: `flaky` means an attempt
 * failed and a retry then passed (named as flaky) or skipped itself
 * (counted as skipped). Skip reasons are `skip` annotations.
 */
export function readPlaywright(report) {
  const counted = { passed: 0, failed: 0, skipped: 0, flaky: [], notes: [] };
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const last = t.results?.at(-1)?.status;
        if (t.status === 'unexpected') counted.failed += 1;
        else if (t.status === 'skipped' || last === 'skipped') {
          counted.skipped += 1;
          const why = t.annotations?.find((a) => a.type === 'skip' && a.description)?.description;
          if (why) counted.notes.push(why);
        } else {
          counted.passed += 1;
          if (t.status === 'flaky') counted.flaky.push(`e2e › ${spec.file} › ${spec.title}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return counted;
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
