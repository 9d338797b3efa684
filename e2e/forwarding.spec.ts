import { expect, test } from '@playwright/test';
import { apiLogin, choose, DEMO_PASSWORD, signedIn, withRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);
/** Seeded, run by the demo user, in Finance; each run writes report.txt to RPA_OUTPUT_DIR (examples/invoice-check). */
const PROCESS = '发票核验 Invoice check';
const RULE_PREFIX = 'Reports to clerk';
const RULE = `${RULE_PREFIX} ${RUN}`;
const CLERK_PREFIX = 'fwdclerk';
const CLERK = `${CLERK_PREFIX}${RUN}`;

// A robot, a run and two sign-ins on a slow machine.
test.describe.configure({ timeout: 240_000 });

test("a user forwards a process's report to a colleague of Finance by a rule; the colleague finds it in their files", async ({
  browser,
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const owner = await apiLogin(request, 'user');
  // What an earlier attempt left: its rules would forward this run's report too, and its clerks are of no use.
  for (const r of await owner.records<{ id: number; name: string }>('/file/rule/list', {
    name: RULE_PREFIX,
    size: 100,
  })) {
    if (r.name.startsWith(RULE_PREFIX))
      expect((await owner.post('/file/rule/delete', { ids: [r.id] })).code).toBe(0);
  }
  const leftover = (
    await admin.records<{ id: number; account: string }>('/sauth/user/list', {
      account: CLERK_PREFIX,
      size: 100,
    })
  ).filter((u) => u.account.startsWith(CLERK_PREFIX));
  if (leftover.length)
    expect((await admin.post('/sauth/user/del', { ids: leftover.map((u) => u.id) })).code).toBe(0);

  // The receiver: a fresh user of Finance with the demo user's role, no password change pending.
  const [demoUser] = await admin.records<{
    account: string;
    departmentId: number;
    roles: Array<{ id: number }>;
  }>('/sauth/user/list', { account: 'user' });
  expect(demoUser?.account).toBe('user');
  const added = await admin.post('/sauth/user/add', {
    account: CLERK,
    realName: 'Forward Clerk',
    departmentId: demoUser?.departmentId,
    roleIds: demoUser?.roles.map((r) => r.id),
    password: admin.encrypt(DEMO_PASSWORD),
    confirmPassword: admin.encrypt(DEMO_PASSWORD),
  });
  expect(added.code, added.msg).toBe(0);

  try {
    // The demo user adds the rule from the file screen.
    await signedIn(page, 'user');
    await page.goto('./user/file/list');
    await page.getByTestId('files-rules').click();
    const rules = page.getByTestId('rules-dialog');
    await expect(rules.getByTestId('rules-add')).toBeVisible();
    await rules.getByTestId('rules-add').click();
    const form = page.getByTestId('rules-form');
    await form.getByTestId('rules-form-name').fill(RULE);
    const processField = form.getByTestId('rules-form-process');
    await choose(
      processField,
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PROCESS }),
      () => expect(processField).toContainText(PROCESS, { timeout: 2000 }),
    );
    // No receiver yet: refused before anything is sent.
    await form.getByTestId('rules-form-submit').click();
    await expect(form.getByText('Choose a receiving user or process')).toBeVisible();
    const usersField = form.getByTestId('rules-form-users');
    await choose(
      usersField,
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: CLERK }),
      () => expect(usersField).toContainText(CLERK, { timeout: 2000 }),
    );
    await expect(form.getByText('Choose a receiving user or process')).toBeHidden();
    await form.getByTestId('rules-form-submit').click();
    await expect(page.getByText('Rule saved')).toBeVisible();
    await expect(form).toBeHidden();

    const row = rules.getByRole('row').filter({ hasText: RULE });
    await expect(row).toContainText(PROCESS);
    await expect(row).toContainText(CLERK);
    await expect(row).toContainText('Replace a file of the same name');
    await expect(row.getByRole('switch')).toBeChecked();
    const ruleId = ((await row.getByTestId(/^rules-name-/).getAttribute('data-testid')) ?? '')
      .split('-')
      .pop();
    await page.keyboard.press('Escape');
    await expect(rules).toBeHidden();

    // The user runs the process on a robot of Finance; its report goes to the clerk.
    await withRobot(request, `E2E-FWD-${RUN}`, '10021', async () => {
      await page.goto('./user/process/list');
      await page.getByTestId(`process-run-${PROCESS}`).click();
      await page.getByTestId('run-submit').click();
      const created = page.getByTestId('run-created');
      await expect(created).toBeVisible();
      const taskId = Number(/(\d+)/.exec((await created.textContent()) ?? '')?.[1]);
      expect(taskId).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.goto('./user/record/list');
      await expect(page.getByTestId(`task-state-${taskId}`)).toHaveText('Success', { timeout: 120_000 });
    });

    // The clerk finds the report among their own files, forwarded by the rule.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const clerk = await context.newPage();
      await signedIn(clerk, CLERK);
      await clerk.goto('./user/file/list');
      await clerk.getByTestId('files-tab-personal').click();
      const report = clerk.getByRole('row').filter({ hasText: 'report.txt' });
      // Forwarding follows the run's end: the list is asked again until the copy is there.
      await expect(async () => {
        await clerk.getByTestId('files-personal-search').click();
        await expect(report).toHaveCount(1, { timeout: 3000 });
      }).toPass({ timeout: 60_000 });
      await expect(report).toContainText('Forward');
      const fileId = ((await report.getByTestId(/^files-name-/).getAttribute('data-testid')) ?? '')
        .split('-')
        .pop();
      await clerk.getByTestId(`files-history-${fileId}`).click();
      const history = clerk.getByTestId('files-history');
      const forwarded = history.getByRole('row').filter({ hasText: 'Forwarded' });
      await expect(forwarded).toContainText(RULE);
    } finally {
      await context.close();
    }

    // The rule's history shows the delivery to the clerk.
    await page.goto('./user/file/list');
    await page.getByTestId('files-rules').click();
    await rules.getByTestId(`rules-history-${ruleId}`).click();
    const deliveries = page.getByTestId('rules-history');
    const delivery = deliveries.getByRole('row').filter({ hasText: 'report.txt' });
    await expect(delivery).toContainText(CLERK);
    await expect(delivery).toContainText('User');
    await expect(delivery.getByTestId(/^rules-history-result-/)).toHaveText('Success');
    await page.keyboard.press('Escape');
    await expect(deliveries).toBeHidden();

    // Switched off from its row, then deleted after a confirmation: later runs of the demo process forward nothing.
    await rules.getByTestId(`rules-enabled-${ruleId}`).click();
    await expect(page.getByText(`Rule ${RULE} disabled`)).toBeVisible();
    await expect(rules.getByTestId(`rules-enabled-${ruleId}`)).not.toBeChecked();
    await rules.getByTestId(`rules-delete-${ruleId}`).click();
    await expect(page.getByText(`Delete the forwarding rule ${RULE}?`)).toBeVisible();
    await page.getByTestId('rules-delete-ok').click();
    await expect(page.getByText('Deleted 1 rules')).toBeVisible();
    await expect(rules.getByRole('row').filter({ hasText: RULE })).toHaveCount(0);
  } finally {
    const rule = await owner.idIn('/file/rule/list', { name: RULE }, { name: RULE });
    if (rule) expect.soft((await owner.post('/file/rule/delete', { ids: [rule] })).code).toBe(0);
    const clerkId = await admin.idIn('/sauth/user/list', { account: CLERK }, { account: CLERK });
    if (clerkId) expect.soft((await admin.post('/sauth/user/del', { ids: [clerkId] })).code).toBe(0);
  }
});
