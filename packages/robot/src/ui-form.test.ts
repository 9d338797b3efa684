import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { unpack } from './package';
import { type LogLine, runPackage } from './run';

/** The example drives a browser on a screen; the test gives it an Xvfb screen of this size. */
const SCREEN = { width: 1280, height: 800 };
const EXAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../examples/ui-form');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'robot-ui-form-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** The example folder zipped with any extra files, then unpacked as the robot does with a package it is sent. */
async function examplePackage(name: string, extra: Record<string, string>) {
  const zip = new yazl.ZipFile();
  const add = async (dir: string, prefix: string) => {
    for (const d of await readdir(dir, { withFileTypes: true })) {
      if (d.isDirectory()) await add(path.join(dir, d.name), `${prefix}${d.name}/`);
      else zip.addBuffer(await readFile(path.join(dir, d.name)), `${prefix}${d.name}`);
    }
  };
  await add(EXAMPLE, '');
  for (const [file, content] of Object.entries(extra)) zip.addBuffer(Buffer.from(content), file);
  zip.end();
  const file = path.join(work, `${name}.zip`);
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(file)).on('close', resolve).on('error', reject);
  });
  const dir = path.join(work, name);
  return { dir, manifest: await unpack(file, dir) };
}

/** Runs the example as the robot would, with the parameters' defaults and the given environment. */
async function runExample(
  name: string,
  env: Record<string, string>,
  parameters: Record<string, string> = {},
  extra: Record<string, string> = {},
) {
  const p = await examplePackage(name, extra);
  const lines: LogLine[] = [];
  const fields: Array<[string, string]> = [];
  const outputDir = path.join(work, `${name}-out`);
  const r = await runPackage({
    ...p,
    parameters: { rows_file: 'orders.csv', pause_ms: '100', ...parameters },
    env,
    outputDir,
    onLine: (l) => lines.push(l),
    onField: async (key, value) => {
      fields.push([key, value]);
    },
  });
  return { ...r, lines, fields, outputDir };
}

const texts = (lines: LogLine[], level: LogLine['level']) =>
  lines.filter((l) => l.level === level).map((l) => l.text);

/** The orders the example ships, as its CSV file holds them. */
async function shippedOrders() {
  const [, ...rows] = (await readFile(path.join(EXAMPLE, 'orders.csv'), 'utf8')).trim().split('\n');
  return rows.map((r) => {
    const [orderNo, customer, amount] = r.split(',') as [string, string, string];
    return { orderNo, customer, amount };
  });
}

/** Width and height of a PNG image, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** An Xvfb screen on a display number it picks itself (-displayfd), answered once it accepts clients. */
async function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  const size = `${SCREEN.width}x${SCREEN.height}x24`;
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', size, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  xvfb.stderr?.on('data', (c: Buffer) => {
    stderr += c;
  });
  const number = await new Promise<string>((resolve, reject) => {
    let told = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start: ${stderr}`)), 15_000);
    (xvfb.stdio[3] as Readable).on('data', (c: Buffer) => {
      told += c;
      if (told.includes('\n')) {
        clearTimeout(timer);
        resolve(told.trim());
      }
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr}`)));
  });
  return { display: `:${number}`, xvfb };
}

const noScreen = process.env.RPA_NO_XVFB || process.env.RPA_NO_CHROMIUM;

describe.skipIf(!!noScreen)(
  `the UI form example on an Xvfb screen${noScreen ? ` (skipped: ${noScreen})` : ''}`,
  () => {
    let screen: { display: string; xvfb: ChildProcess } | null = null;
    // The screen's size comes from xdpyinfo, not RPA_SCREEN; the browser from PATH unless the tests name one.
    const env = () => ({
      DISPLAY: screen?.display ?? '',
      RPA_SCREEN: '',
      ...(process.env.CHROMIUM_PATH ? { RPA_CHROMIUM: process.env.CHROMIUM_PATH } : {}),
    });
    beforeAll(async () => {
      screen = await startXvfb();
    }, 20_000);
    afterAll(async () => {
      const xvfb = screen?.xvfb;
      if (!xvfb || xvfb.exitCode !== null) return;
      const exited = new Promise((resolve) => xvfb.once('exit', resolve));
      xvfb.kill();
      await exited;
    });

    it('signs in and enters every order of its CSV file, a full-screen screenshot per order', async () => {
      const orders = await shippedOrders();
      expect(orders.length).toBeGreaterThanOrEqual(4);
      const r = await runExample('entered', env());
      expect(texts(r.lines, 'error')).toEqual([]);
      expect(r).toMatchObject({ outcome: 'success', exitCode: 0 });

      // Exactly one screenshot per order, each the size of the screen, no two alike.
      const shots = orders.map((_, i) => `row-${i + 1}.png`);
      expect(r.files.map((f) => f.name).sort()).toEqual(['entered.csv', ...shots].sort());
      const pngs = await Promise.all(shots.map((s) => readFile(path.join(r.outputDir, s))));
      for (const png of pngs) expect(pngSize(png)).toEqual(SCREEN);
      expect(new Set(pngs.map((p) => p.toString('base64'))).size).toBe(pngs.length);

      const entered = (await readFile(path.join(r.outputDir, 'entered.csv'), 'utf8')).trim().split('\n');
      expect(entered).toEqual([
        'row,order_no,customer,amount,entry',
        ...orders.map((o, i) => `${i + 1},${o.orderNo},${o.customer},${o.amount},${i + 1}`),
      ]);

      const info = texts(r.lines, 'info');
      expect(info).toContain(`read ${orders.length} orders; screen ${screen?.display} is 1280x800`);
      expect(info).toContain('signed in as clerk');
      const n = orders.length;
      expect(info.filter((l) => l.startsWith('entered row '))).toEqual(
        orders.map(
          (o, i) =>
            `entered row ${i + 1}/${n}: order ${o.orderNo} for ${o.customer}, amount ${o.amount} (entry ${i + 1})`,
        ),
      );
      // The business fields reach the robot as reports, never as log lines with their values.
      const cents = orders.reduce((sum, o) => sum + Math.round(Number(o.amount) * 100), 0);
      expect(r.fields).toEqual([
        ['business_no', orders.at(-1)?.orderNo],
        ['business_amount', (cents / 100).toFixed(2)],
      ]);
      expect(info).toContain('business field business_amount reported');
      expect(info.some((l) => l.startsWith('::rpa-field'))).toBe(false);
    }, 120_000);

    it('stops at an order the application refuses, saying which and why, keeping what it entered before', async () => {
      const twice = 'order_no,customer,amount\nSO-2001,Acme Trading,10.00\nSO-2001,Acme Trading,12.00\n';
      const r = await runExample('refused', env(), { rows_file: 'twice.csv' }, { 'twice.csv': twice });
      expect(r).toMatchObject({ outcome: 'failed', exitCode: 1 });
      expect(texts(r.lines, 'error')).toEqual([
        'order entry failed: row 2/2: the application refused order SO-2001: Order SO-2001 already entered / 订单已录入',
      ]);
      expect(r.files.map((f) => f.name).sort()).toEqual(['entered.csv', 'row-1.png']);
      expect(await readFile(path.join(r.outputDir, 'entered.csv'), 'utf8')).toBe(
        'row,order_no,customer,amount,entry\n1,SO-2001,Acme Trading,10.00,1\n',
      );
      expect(r.fields).toEqual([]);
    }, 120_000);
  },
);

describe('the UI form example without a screen', () => {
  it('fails at once, saying it needs one', async () => {
    const r = await runExample('no-screen', { DISPLAY: '' });
    expect(r).toMatchObject({ outcome: 'failed', exitCode: 1, files: [] });
    expect(texts(r.lines, 'error')).toEqual([
      'order entry failed: this process needs a screen: run it on a robot with a desktop steward, or set DISPLAY',
    ]);
  });
});
