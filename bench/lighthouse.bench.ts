// Lighthouse performance of the console's login page and the manager dashboard,
// on the built console served by the built server (a fresh PGlite data directory
// with the demo data) and Debian's Chromium (CHROMIUM_PATH for another).
//
// Each page is audited RUNS times (3) per form factor: Lighthouse's default
// (mobile, simulated slow 4G and a 4x slower CPU) and its desktop preset. The
// login page is a cold first visit (Lighthouse clears the origin's storage and
// the cache). The dashboard needs a signed-in manager: the tab signs in through
// the login page first, then each run clears the HTTP cache only and keeps the
// session in storage (disableStorageReset), so it measures a cold load of a
// signed-in manager's landing page.
//
// Prints the median score and metrics per page and form factor, and the largest
// opportunities of the median run. LH_REPORT_DIR=dir also writes every run's
// report there (HTML and JSON); ONLY=login,desktop audits only the rows naming
// one of the words; WEB_ROOT=dir audits a console built elsewhere (e.g. an
// earlier commit's, for a before and after). Prints figures; asserts nothing.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
// chrome-launcher and puppeteer-core are Lighthouse's own dependencies.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, generateReport, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../packages/server/src/seed/identities';
import { freePort } from './robot-fleet/server';

const RUNS = Number(process.env.RUNS ?? 3);
/** Which pages and form factors to audit: words matched against "page, form factor" (all when unset). */
const ONLY = process.env.ONLY?.split(',').filter(Boolean);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.LH_REPORT_DIR;
const ACCOUNT = 'manager';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'packages/server/dist/main.js');
const webIndex = path.join(path.resolve(root, process.env.WEB_ROOT || 'packages/web/dist'), 'index.html');
if (!existsSync(serverMain) || !existsSync(webIndex)) {
  // `npm run bench` builds what is stale before any bench runs; run directly, build what is missing.
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/bootstrap.mjs')], { stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(webIndex)) throw new Error('the console is not built: npm run build');
}
if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** The built server, as `npm start` runs it: its own process, demo data, a fresh data directory. */
async function startServer(): Promise<{ origin: string; server: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rpa-bench-lighthouse-'));
  const server = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`, 120_000);
  return { origin, server, dataDir };
}

const FORM_FACTORS: Array<{ name: string; config?: Config }> = [
  { name: 'mobile' },
  { name: 'desktop', config: desktopConfig },
];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Opportunities and diagnostics with the most to gain, as "title (savings)". */
function largest(lhr: Result, n = 5): string[] {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9)
    .map((a) => {
      const ms = a.details && 'overallSavingsMs' in a.details ? Number(a.details.overallSavingsMs ?? 0) : 0;
      const bytes =
        a.details && 'overallSavingsBytes' in a.details ? Number(a.details.overallSavingsBytes ?? 0) : 0;
      return { a, ms, bytes };
    })
    .sort((x, y) => y.ms - x.ms || y.bytes - x.bytes || (x.a.score ?? 0) - (y.a.score ?? 0))
    .slice(0, n)
    .map(({ a, ms, bytes }) => {
      const saving = [ms ? `${Math.round(ms)} ms` : '', bytes ? `${Math.round(bytes / 1024)} KB` : '']
        .filter(Boolean)
        .join(', ');
      return `${a.title}${saving ? ` (${saving})` : a.displayValue ? ` (${a.displayValue})` : ''}`;
    });
}

/**
 * Runs Lighthouse could not measure, run again: a trace without its navigation
 * start (NO_NAVSTART) or a load it saw no paint in (NO_FCP, which a busy
 * machine can cause). Lighthouse's advice for both is to run again.
 */
const AGAIN = ['NO_NAVSTART', 'NO_FCP'];
let retried = 0;

/** One Lighthouse navigation of `url` in `page`, performance only. */
async function audit(page: Page, url: string, config: Config | undefined, keepStorage: boolean) {
  for (let attempt = 1; ; attempt++) {
    await page.bringToFront();
    if (keepStorage) {
      // Lighthouse leaves storage and cache alone: clear the cache, keep the session.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      url,
      {
        onlyCategories: ['performance'],
        logLevel: process.env.LH_LOG === '1' ? 'info' : 'error',
        disableStorageReset: keepStorage,
      },
      config,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // A metric that failed leaves the category without a score; its error names the cause.
    const failed = lhr.runtimeError ?? metricError(lhr);
    if (!failed) return lhr;
    const error = `${url}: ${failed.code} ${failed.message}`;
    if (!AGAIN.includes(failed.code) || attempt === 3) throw new Error(error);
    retried += 1;
    console.log(`  ${error}: running again`);
  }
}

function metricError(lhr: Result): { code: string; message: string } | undefined {
  if (lhr.categories.performance?.score != null) return undefined;
  const message = METRICS.map(([, id]) => lhr.audits[id]?.errorMessage).find(Boolean) ?? 'no score';
  return { code: message.match(/\(([A-Z_]+)\)\s*$/)?.[1] ?? 'NO_SCORE', message };
}

/** Signs in through the login page, as a person would; the session stays in the tab's storage. */
async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/console/user/login`, { waitUntil: 'networkidle0' });
  await page.type('[data-testid="login-username"]', ACCOUNT);
  await page.type('[data-testid="login-password"]', DEMO_PASSWORD);
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('[data-testid="user-menu"]', { timeout: 60_000 });
}

interface Row {
  page: string;
  formFactor: string;
  runs: Result[];
}

const loadAtStart = loadavg();
const { origin, server, dataDir } = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let browser: Browser | undefined;
const rows: Row[] = [];
try {
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const pages = [
    { name: 'login', url: `${origin}/console/user/login`, signedIn: false },
    { name: 'manager dashboard', url: `${origin}/console/manager/dashboard`, signedIn: true },
  ];
  for (const p of pages) {
    // One tab per page: the dashboard's keeps the session it signed in with.
    let tab: Page | undefined;
    for (const ff of FORM_FACTORS) {
      if (ONLY && !ONLY.some((w) => `${p.name}, ${ff.name}`.includes(w))) continue;
      const row: Row = { page: p.name, formFactor: ff.name, runs: [] };
      if (!tab) {
        tab = await browser.newPage();
        if (p.signedIn) await signIn(tab, origin);
      }
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(tab, p.url, ff.config, p.signedIn);
        if (p.signedIn && !lhr.finalDisplayedUrl.endsWith('/manager/dashboard')) {
          throw new Error(`the dashboard run ended on ${lhr.finalDisplayedUrl}: not signed in?`);
        }
        row.runs.push(lhr);
        console.log(`${p.name}, ${ff.name}, run ${i + 1}/${RUNS}: ${score(lhr)}`);
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          const file = `${p.name.replace(/\W+/g, '-')}-${ff.name}-${i + 1}`;
          writeFileSync(path.join(REPORT_DIR, `${file}.html`), generateReport(lhr, 'html'));
          writeFileSync(path.join(REPORT_DIR, `${file}.json`), JSON.stringify(lhr));
        }
      }
      rows.push(row);
    }
    await tab?.close();
  }
} finally {
  await browser?.disconnect();
  chrome.kill();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const ms = (n: number) => `${Math.round(n)} ms`;
const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
const lh = rows[0]?.runs[0];
console.log(
  `\nLighthouse ${lh?.lighthouseVersion} on ${lh?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, ` +
    `${cpus().length} CPUs, load average ${loads(loadAtStart)} at the start, ${loads(loadavg())} at the end; ` +
    `median of ${RUNS} runs${retried ? ` (${retried} unmeasurable runs run again)` : ''}. ` +
    "CPU index: Lighthouse's benchmark of the CPU each run got (median; lower is a busier machine).\n",
);
console.log('| Page | Form factor | Score (runs) | FCP | LCP | TBT | CLS | SI | CPU index |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const cells = METRICS.map(([name, id]) => {
    const v = median(r.runs.map((x) => metric(x, id)));
    return name === 'CLS' ? v.toFixed(3) : ms(v);
  });
  const scores = r.runs.map(score);
  const cpu = Math.round(median(r.runs.map((x) => x.environment.benchmarkIndex)));
  console.log(
    `| ${r.page} | ${r.formFactor} | ${median(scores)} (${scores.join(', ')}) | ${cells.join(' | ')} | ${cpu} |`,
  );
}
for (const r of rows) {
  // The run whose score is the median's, for its opportunities.
  const target = median(r.runs.map(score));
  const run = r.runs.reduce((best, x) =>
    Math.abs(score(x) - target) < Math.abs(score(best) - target) ? x : best,
  );
  console.log(`\n${r.page}, ${r.formFactor} (score ${score(run)}): largest opportunities and diagnostics`);
  for (const line of largest(run)) console.log(`  - ${line}`);
}
