// Order entry: the example of a process that drives a user interface
// (docs/process-package.md, "Driving a user interface"). It opens the order
// entry application of server.mjs in a real Chromium window filling the
// robot's screen, signs in, types each order of the CSV file into the form and
// saves it, with a screenshot per order. By hand, on a machine with a screen:
//   RPA_CHROMIUM=/usr/bin/chromium NODE_PATH=<folder holding playwright-core> node main.mjs --rows_file=orders.csv
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNT, startApp } from './server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Milliseconds between typed keys: slow enough to follow on screen and in a recording. */
const KEY_DELAY_MS = 30;
/** How long the last order stays on screen before the browser closes, so a recording ends on it. */
const HOLD_MS = 1500;

function parameters() {
  const params = JSON.parse(process.env.RPA_PARAMS || '{}');
  for (const arg of process.argv.slice(2)) {
    const m = /^--([^=]+)=(.*)$/.exec(arg);
    if (m) params[m[1]] = m[2];
  }
  return params;
}

/** One CSV line's values; a value in double quotes may hold commas, and "" for a quote. */
function csvLine(line) {
  const values = [''];
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') values[values.length - 1] += line[i++];
    else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) values.push('');
    else values[values.length - 1] += c;
  }
  return values.map((v) => v.trim());
}

const csvValue = (v) => (/[",\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v));

/** The orders of the file (order_no,customer,amount with that header), checked before the browser opens. */
function readOrders(file) {
  const source = [path.resolve(file), path.join(HERE, file)].find((f) => existsSync(f));
  if (!source) throw new Error(`orders file "${file}" not found`);
  const [header, ...lines] = readFileSync(source, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l, i) => ({ n: i + 1, values: csvLine(l), blank: l.trim() === '' }))
    .filter((l) => !l.blank);
  const columns = ['order_no', 'customer', 'amount'];
  const at = columns.map((c) => header?.values.indexOf(c) ?? -1);
  if (at.includes(-1)) throw new Error(`${file}: the first line must name the columns ${columns.join(',')}`);
  const orders = lines.map(({ n, values }) => {
    const [order_no, customer, amount] = at.map((i) => values[i] ?? '');
    if (!/^\d+(\.\d{1,2})?$/.test(amount))
      throw new Error(`${file} line ${n}: amount "${amount}" is not a number`);
    if (!order_no || !customer) throw new Error(`${file} line ${n}: order_no and customer are required`);
    return { order_no, customer, amount };
  });
  if (!orders.length) throw new Error(`${file} holds no orders`);
  return orders;
}

/** Width and height of the screen: RPA_SCREEN (`W*H`) when given, else what xdpyinfo says of DISPLAY. */
function screenSize(display) {
  const given = process.env.RPA_SCREEN;
  if (given) {
    const m = /^(\d+)\*(\d+)$/.exec(given);
    if (!m) throw new Error(`RPA_SCREEN "${given}" is not W*H, e.g. 1280*800`);
    return { width: Number(m[1]), height: Number(m[2]) };
  }
  let info;
  try {
    info = execFileSync('xdpyinfo', ['-display', display], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    throw new Error(
      `cannot read the size of screen ${display} with xdpyinfo (${err.message.split('\n')[0]}); set RPA_SCREEN as W*H`,
    );
  }
  const m = /dimensions:\s+(\d+)x(\d+) pixels/.exec(info);
  if (!m) throw new Error(`xdpyinfo did not tell the size of screen ${display}; set RPA_SCREEN as W*H`);
  return { width: Number(m[1]), height: Number(m[2]) };
}

/**
 * playwright-core as the robot lends it: through NODE_PATH, which CommonJS
 * require honours and an ES module `import` does not.
 */
function playwright() {
  try {
    return createRequire(import.meta.url)('playwright-core');
  } catch {
    throw new Error(
      'playwright-core not found: run this process on the reference robot (it provides it on NODE_PATH), or set NODE_PATH to a folder holding it',
    );
  }
}

async function typeInto(page, selector, text) {
  await page.fill(selector, '');
  await page.locator(selector).pressSequentially(text, { delay: KEY_DELAY_MS });
}

async function run() {
  const p = parameters();
  const display = process.env.DISPLAY;
  if (!display)
    throw new Error('this process needs a screen: run it on a robot with a desktop steward, or set DISPLAY');
  const browserPath = process.env.RPA_CHROMIUM;
  if (!browserPath)
    throw new Error('no browser: the robot found no Chromium; install one or set RPA_CHROMIUM to its path');
  const orders = readOrders(p.rows_file || 'orders.csv');
  const pause = Number(p.pause_ms ?? 400) || 0;
  // By hand, without RPA_OUTPUT_DIR, the files go to a new temporary folder (never into the package).
  const out = process.env.RPA_OUTPUT_DIR || mkdtempSync(path.join(tmpdir(), 'order-entry-'));
  mkdirSync(out, { recursive: true });
  if (!process.env.RPA_OUTPUT_DIR) console.log(`files go to ${out}`);
  const { chromium } = playwright();
  const { width, height } = screenSize(display);
  console.log(`read ${orders.length} orders; screen ${display} is ${width}x${height}`);

  const app = await startApp();
  let browser;
  try {
    // A visible window filling the screen, so the screen shows the application alone and a page
    // screenshot is what the screen shows. Kiosk: no tabs, address bar or "exit full screen" notice.
    // Chromium keeps a window one pixel short of a screen it would fill, and without a window manager
    // full screen keeps the window's size: so the window is one pixel larger, then made full screen.
    browser = await chromium.launch({
      headless: false,
      executablePath: browserPath,
      ignoreDefaultArgs: ['--enable-automation'],
      args: [
        '--kiosk',
        `--window-size=${width + 1},${height + 1}`,
        '--window-position=0,0',
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-session-crashed-bubble',
        '--password-store=basic',
      ],
    });
    const context = await browser.newContext({ viewport: null });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { windowId } = await cdp.send('Browser.getWindowForTarget');
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'fullscreen' } });
    page.setDefaultTimeout(15_000);
    await page.goto(app.url);
    await typeInto(page, '#user', DEMO_ACCOUNT.user);
    await typeInto(page, '#password', DEMO_ACCOUNT.password);
    await page.click('#signin');
    await page.waitForURL(`${app.url}/orders`);
    await page.locator('#order_no').waitFor();
    console.log(`signed in as ${DEMO_ACCOUNT.user}`);

    const entered = [];
    let cents = 0;
    for (const [i, o] of orders.entries()) {
      const n = i + 1;
      await typeInto(page, '#order_no', o.order_no);
      await typeInto(page, '#customer', o.customer);
      await typeInto(page, '#amount', o.amount);
      await page.click('#save');
      // The application's answer names the order it is about (a JSON string is a CSS string too).
      const answer = page.locator(`#message[data-order=${JSON.stringify(o.order_no)}]`);
      await answer.waitFor();
      if ((await answer.getAttribute('class')) !== 'ok') {
        const why = (await answer.textContent())?.trim();
        throw new Error(`row ${n}/${orders.length}: the application refused order ${o.order_no}: ${why}`);
      }
      const entry = await answer.getAttribute('data-entry');
      await page.screenshot({ path: path.join(out, `row-${n}.png`), clip: { x: 0, y: 0, width, height } });
      cents += Math.round(Number(o.amount) * 100);
      entered.push({ row: n, ...o, entry });
      // Written after each order, so a failed run still tells which were entered.
      writeFileSync(
        path.join(out, 'entered.csv'),
        [
          'row,order_no,customer,amount,entry',
          ...entered.map((e) => Object.values(e).map(csvValue).join(',')),
        ]
          .join('\n')
          .concat('\n'),
      );
      console.log(
        `entered row ${n}/${orders.length}: order ${o.order_no} for ${o.customer}, amount ${Number(o.amount).toFixed(2)} (entry ${entry})`,
      );
      if (n < orders.length) await page.waitForTimeout(pause);
    }
    const total = (cents / 100).toFixed(2);
    console.log(
      `entered ${entered.length} orders, total ${total}; screenshots row-1.png to row-${entered.length}.png, list entered.csv`,
    );
    console.log(`::rpa-field business_no=${orders.at(-1).order_no}`);
    console.log(`::rpa-field business_amount=${total}`);
    await page.waitForTimeout(HOLD_MS);
  } finally {
    await browser?.close().catch(() => {});
    await app.close();
  }
}

try {
  await run();
} catch (err) {
  console.error(`order entry failed: ${err.message.split('\n')[0]}`);
  process.exitCode = 1;
}
