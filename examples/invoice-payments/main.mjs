// Invoice payments: an example process working through a task data space
// (docs/process-package.md, "Task data during a run"). It reads the ERP
// password from the variable ERP_PASSWORD, which the robot hands over as
// RPA_VAR_ERP_PASSWORD, then asks the robot for the space's next waiting
// invoice until none is left, and reports each one paid or failed.
// The ERP is simulated: a payment needs a positive amount.
import { createHash } from 'node:crypto';

const params = JSON.parse(process.env.RPA_PARAMS || '{}');
// A queue schedule's runs get the space they were started for (docs/scheduling.md).
const space = params.queue_space || 'Invoices';
const trace = String(params.trace_requests) === 'true';
const password = process.env.RPA_VAR_ERP_PASSWORD;

/** The robot's local endpoint, for this run only. */
async function robot(call, body) {
  const res = await fetch(`${process.env.RPA_ROBOT_URL}/${call}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.RPA_RUN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${call}: ${answer.error}`);
  return answer;
}

/** A pretend ERP call: traced when asked, as a careless process might (the robot masks the password). */
function erp(request) {
  if (trace) console.log(`ERP request ${JSON.stringify(request)}`);
  return createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 8);
}

if (!password) {
  console.error("the variable ERP_PASSWORD did not arrive: is it a variable of this robot's department?");
  process.exit(1);
}
const session = erp({ action: 'signIn', user: 'rpa-payments', password });
console.log(`signed in to the ERP, session ${session}`);

let paid = 0;
let failed = 0;
for (;;) {
  const { item } = await robot('item/next', { space });
  if (!item) break;
  const { invoice, supplier, amount } = item.content ?? {};
  if (typeof amount !== 'number' || !(amount > 0)) {
    failed++;
    console.error(`${invoice ?? item.id}: no positive amount, not paid`);
    await robot('item/fail', { id: item.id, reason: 'the invoice has no positive amount' });
    continue;
  }
  const voucher = `PV-${erp({ action: 'pay', session, invoice, supplier, amount })}`;
  paid++;
  console.log(`${invoice} ${supplier} ${amount.toFixed(2)} paid, voucher ${voucher}`);
  await robot('item/done', { id: item.id, output: { voucher, paid: amount } });
}
console.log(`space ${space}: ${paid} invoices paid, ${failed} failed`);
