import { describe, expect, it } from 'vitest';
import { closingLines, readPlaywright, readVitest } from './test-report.mjs';

const REASON = 'ffmpeg is not installed (recordings); install it with: apt-get install ffmpeg';

const attempts = (...statuses) => statuses.map((status, retry) => ({ status, retry }));

/** A Playwright JSON report in the shape it writes: nested suites, specs, tests with their status and attempts. */
const playwrightReport = {
  stats: { expected: 2, unexpected: 1, flaky: 2, skipped: 1 },
  suites: [
    {
      title: 'tasks.spec.ts',
      file: 'tasks.spec.ts',
      specs: [
        {
          title: 'runs a process',
          file: 'tasks.spec.ts',
          tests: [{ status: 'expected', annotations: [], results: attempts('passed') }],
        },
        {
          title: 'a running task is stopped',
          file: 'tasks.spec.ts',
          tests: [{ status: 'flaky', annotations: [], results: attempts('failed', 'passed') }],
        },
      ],
      suites: [
        {
          title: 'nested',
          file: 'tasks.spec.ts',
          specs: [
            {
              title: 'fails',
              file: 'tasks.spec.ts',
              tests: [{ status: 'unexpected', annotations: [], results: attempts('failed', 'failed') }],
            },
          ],
        },
      ],
    },
    {
      title: 'shares.spec.ts',
      file: 'shares.spec.ts',
      specs: [
        {
          title: 'a share',
          file: 'shares.spec.ts',
          tests: [{ status: 'expected', annotations: [], results: attempts('passed') }],
        },
        {
          title: 'a recorded run is shared',
          file: 'shares.spec.ts',
          tests: [
            {
              status: 'skipped',
              annotations: [{ type: 'skip', description: REASON }],
              results: attempts('skipped'),
            },
          ],
        },
        {
          // Playwright calls it flaky, but the retry skipped itself: a skip, not a pass.
          title: 'failed, then skipped on its retry',
          file: 'shares.spec.ts',
          tests: [
            {
              status: 'flaky',
              annotations: [{ type: 'skip', description: REASON }],
              results: attempts('failed', 'skipped'),
            },
          ],
        },
      ],
    },
  ],
};

describe('reading the reports', () => {
  it('Playwright: a test passed on a retry counts as passed and is named as flaky; a skip carries its reason', () => {
    expect(readPlaywright(playwrightReport)).toEqual({
      passed: 3,
      failed: 1,
      skipped: 2,
      flaky: ['e2e › tasks.spec.ts › a running task is stopped'],
      notes: [REASON, REASON],
    });
  });

  it('Vitest: the summary reporter’s counts, flaky names and skip notes', () => {
    const summary = {
      passed: 5,
      failed: 0,
      skipped: 1,
      flaky: ['server › a.test.ts › x'],
      skips: [{ name: 'server › tasks.test.ts › records', note: REASON }],
      errors: 0,
    };
    expect(readVitest(summary)).toMatchObject({
      passed: 5,
      skipped: 1,
      flaky: summary.flaky,
      notes: [REASON],
    });
  });
});

describe('the closing lines', () => {
  it('end with the totals, skipped included, and the flaky count naming each flaky test', () => {
    const text = closingLines(
      { passed: 729, failed: 0, skipped: 2 },
      ['e2e › tasks.spec.ts › a running task is stopped'],
      new Map([[REASON, 2]]),
    );
    const lines = text.split('\n');
    expect(lines.at(-2)).toBe('tests: 729 passed, 0 failed, 2 skipped');
    expect(lines.at(-1)).toBe('flaky: 1 (e2e › tasks.spec.ts › a running task is stopped)');
    expect(text).toContain(`2 × ${REASON}`);
  });

  it('say flaky: 0 when every test passed at its first try', () => {
    expect(closingLines({ passed: 1, failed: 0, skipped: 0 }, [], new Map())).toBe(
      'tests: 1 passed, 0 failed, 0 skipped\nflaky: 0',
    );
  });
});
