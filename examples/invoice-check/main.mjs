// Invoice check: the example process package (docs/process-package.md).
// Parameters arrive as RPA_PARAMS (JSON) and RPA_PARAM_<NAME>; `--name=value`
// arguments override them, so the script also runs by hand:
//   node main.mjs --month=2026-10 --invoice_file=invoices.csv
// Each line printed is a log line of the run; files written to RPA_OUTPUT_DIR
// are the run's generated files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function parameters() {
  const params = JSON.parse(process.env.RPA_PARAMS || '{}');
  for (const arg of process.argv.slice(2)) {
    const m = /^--([^=]+)=(.*)$/.exec(arg);
    if (m) params[m[1]] = m[2];
  }
  return params;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The invoices of the CSV file (number,supplier,amount), else of the sample shipped with the package. */
function invoices(file) {
  let source = file ? path.resolve(file) : '';
  if (!source || !existsSync(source)) {
    console.error(`invoice file "${file ?? ''}" not found, checking the sample invoices instead`);
    source = path.join(HERE, 'sample-invoices.csv');
  }
  return readFileSync(source, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [number, supplier, amount] = line.split(',');
      return { number, supplier, amount: Number(amount) };
    });
}

const p = parameters();
const threshold = Number(p.threshold ?? 10000);
console.log(`checking invoices of ${p.month} against the threshold ${threshold}`);
const all = invoices(p.invoice_file);
console.log(`read ${all.length} invoices`);
const review = all.filter((i) => i.amount > threshold);
for (const i of all) {
  console.log(`${i.number} ${i.supplier} ${i.amount.toFixed(2)} ${i.amount > threshold ? 'REVIEW' : 'ok'}`);
}
const report = [
  `Invoice check ${p.month}`,
  `checked: ${all.length}, for review: ${review.length}`,
  ...review.map((i) => `${i.number} ${i.supplier} ${i.amount.toFixed(2)}`),
].join('\n');
const out = process.env.RPA_OUTPUT_DIR;
if (out) {
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'report.txt'), `${report}\n`);
  console.log('report written to report.txt');
}
if (String(p.notify) !== 'false')
  console.log(`notice: ${review.length} invoices wait for the finance review`);
console.log('done');
