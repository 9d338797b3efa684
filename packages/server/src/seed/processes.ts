import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { EXAMPLE_PACKAGE_DIR, packageFromDir } from '../modules/processes/example';
import { type Actor, announceStep, type TransitionInput, takeStep } from '../modules/processes/lifecycle';
import { processes, processUsers } from '../modules/processes/schema';
import { checkPackage, storePackage } from '../modules/processes/upload';
import { users } from '../modules/users/schema';
import type { Db } from '../platform/db';
import type { FileStore } from '../platform/files';
import { demoDepartmentId } from './identities';
import type { SeedContext } from './index';

/** A plain 160x160 PNG in the process's colour (no text: the server may have no fonts). */
function icon(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
    <rect width="160" height="160" rx="32" fill="${colour}"/>
    <rect x="40" y="36" width="80" height="96" rx="8" fill="#fff" opacity="0.9"/>
    <rect x="54" y="58" width="52" height="8" rx="4" fill="${colour}"/>
    <rect x="54" y="78" width="52" height="8" rx="4" fill="${colour}"/>
    <rect x="54" y="98" width="32" height="8" rx="4" fill="${colour}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The invoice payments example: it reads a password variable and works through a task data space. */
const PAYMENTS_PACKAGE_DIR = path.resolve(EXAMPLE_PACKAGE_DIR, '../invoice-payments');
/** The order entry example: it types orders into a web form in a browser on the robot's screen. */
const UI_FORM_PACKAGE_DIR = path.resolve(EXAMPLE_PACKAGE_DIR, '../ui-form');

/** Uploads an example package under another name and version, as the developer would. */
async function upload(
  db: Db,
  files: FileStore,
  developer: Actor & { departmentId: number },
  manifest: Record<string, unknown>,
  iconColour: string,
  packageDir = EXAMPLE_PACKAGE_DIR,
): Promise<{ processId: number; versionId: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rpa-seed-'));
  try {
    const file = path.join(dir, 'package.zip');
    await writeFile(
      file,
      await packageFromDir(
        packageDir,
        { ...manifest, icon: 'icon.png' },
        { 'icon.png': await icon(iconColour) },
      ),
    );
    const pkg = await checkPackage(file, 100 * 1024 * 1024, 'zh_CN');
    const [existing] = await db.select().from(processes).where(eq(processes.name, pkg.manifest.name));
    // Awaited here, so the temporary file outlives the store.
    return await storePackage(
      { db, files, actor: developer, departmentId: developer.departmentId, target: existing ?? null },
      file,
      pkg,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Five processes made from the example packages, through the same code
 * as the calls: three published with the demo `user` assigned, belonging to
 * Finance (invoice check, with a newer version in edit, invoice payments and
 * the order entry that drives a user interface); one awaiting the demo
 * `owner` after a return; one being edited. Needs the file store; skipped without one.
 */
export async function seedProcesses(db: Db, ctx: SeedContext): Promise<void> {
  const files = ctx.files;
  if (!files) return;
  // Each step tells whom it concerns, as the calls do, so the inboxes follow from the history.
  const step = async (action: 'publish' | 'approve' | 'back', input: TransitionInput) => {
    await takeStep(db, files, action, input);
    await announceStep({ database: { db } }, action, input);
  };
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.account, ['developer', 'owner', 'user', 'newbie']));
  const find = (account: string) => {
    const u = people.find((p) => p.account === account);
    if (!u) throw new Error(`demo user ${account} missing`);
    return u;
  };
  const dev = find('developer');
  const developer = { userId: dev.id, account: dev.account, departmentId: dev.departmentId };
  const owner = { userId: find('owner').id, account: 'owner' };

  const uploaded = (name: string, version: string, iconColour: string) =>
    upload(db, files, developer, { name, version }, iconColour);
  /** A version uploaded and submitted to the demo owner. */
  const submitted = async (name: string, version: string, iconColour: string) => {
    const v = await uploaded(name, version, iconColour);
    await step('publish', { versionId: v.versionId, actor: developer, ownerId: owner.userId });
    return v;
  };

  // Published, run by the demo user; 1.1.0 is still being edited.
  const invoice = await submitted('发票核验 Invoice check', '1.0.0', '#1677ff');
  await step('approve', { versionId: invoice.versionId, actor: owner });
  await db
    .insert(processUsers)
    .values([find('user').id, find('newbie').id].map((userId) => ({ processId: invoice.processId, userId })));
  // It belongs to Finance, the department that runs it, so the demo manager (Operations) sees it too.
  const finance = await demoDepartmentId(db, 'finance');
  await db
    .update(processes)
    .set({
      keywords: '财务,发票,finance',
      description: '每月供应商发票核验 / Monthly supplier invoice check',
      ...(finance ? { departmentId: finance } : {}),
    })
    .where(eq(processes.id, invoice.processId));
  await uploaded('发票核验 Invoice check', '1.1.0', '#1677ff');

  // Published for the demo user, in Finance: pays the demo space's invoices with the demo ERP password.
  const payments = await upload(
    db,
    files,
    developer,
    { name: '发票付款 Invoice payments', version: '1.0.0' },
    '#52c41a',
    PAYMENTS_PACKAGE_DIR,
  );
  await step('publish', { versionId: payments.versionId, actor: developer, ownerId: owner.userId });
  await step('approve', { versionId: payments.versionId, actor: owner });
  await db.insert(processUsers).values({ processId: payments.processId, userId: find('user').id });
  await db
    .update(processes)
    .set({
      keywords: '财务,付款,finance',
      description:
        '支付任务数据空间 Invoices 中的供应商发票 / Pays the supplier invoices waiting in the Invoices space',
      ...(finance ? { departmentId: finance } : {}),
    })
    .where(eq(processes.id, payments.processId));

  // Published for the demo users, in Finance: needs a robot with a screen (a desktop steward) and Chromium.
  const orders = await upload(
    db,
    files,
    developer,
    { name: '订单录入 Order entry (UI)', version: '1.0.0' },
    '#722ed1',
    UI_FORM_PACKAGE_DIR,
  );
  await step('publish', { versionId: orders.versionId, actor: developer, ownerId: owner.userId });
  await step('approve', { versionId: orders.versionId, actor: owner });
  await db
    .insert(processUsers)
    .values([find('user').id, find('newbie').id].map((userId) => ({ processId: orders.processId, userId })));
  await db
    .update(processes)
    .set({
      keywords: '财务,订单,界面,finance,UI',
      description:
        "在浏览器中把订单逐条录入订单系统的表单 / Types orders into the order entry web form, in a browser on the robot's screen",
      ...(finance ? { departmentId: finance } : {}),
    })
    .where(eq(processes.id, orders.processId));

  // Returned once with a reason, then resubmitted: awaits the demo owner.
  const first = await submitted('供应商对账 Supplier reconciliation', '1.0.0', '#13a8a8');
  await step('back', {
    versionId: first.versionId,
    actor: owner,
    reason: '请补充参数说明 / Please describe the parameters',
  });
  await submitted('供应商对账 Supplier reconciliation', '1.0.1', '#13a8a8');

  // Being edited: never submitted.
  await uploaded('报销单审核 Expense review', '0.1.0', '#fa8c16');
}
