import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { Envelope } from '@rpa/contracts';
import { Webhook } from 'standardwebhooks';
import { examplePackage } from '../packages/server/src/modules/processes/example';
import { apiLogin, pickDepartment, publishForUser, signedIn, withRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);
// Unique per run, so a retry against the same server starts clean.
const NAME = `HOOKS_${RUN.toUpperCase()}`;
const PROCESS = `E2E webhook ${RUN}`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver as an integrator runs it: keeps what it is sent and answers 204. */
async function receiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/rpa`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe.configure({ timeout: 180_000 });

test('a manager registers a webhook, sees its signing secret once, and a run started through the open API is delivered signed and shown as delivered', async ({
  page,
  request,
}) => {
  // The developer's department (R&D, 1001) owns the process; the application works for R&D too.
  const zip = await examplePackage(
    { name: PROCESS, entry: 'quick.mjs', parameters: [] },
    { 'quick.mjs': "console.log('webhook run done');" },
  );
  const { processId } = await publishForUser(request, 'webhook.zip', zip);
  const hooks = await receiver();
  let applicationId = 0;
  try {
    await signedIn(page, 'admin');
    await page.goto('./manager/application/list');
    await page.getByTestId('applications-add').click();
    const drawer = page.getByTestId('application-drawer');
    await page.getByTestId('application-name').fill(NAME);
    await pickDepartment(page, 'application-department', drawer, 'R&D');
    await page.getByTestId('application-submit').click();
    await expect(drawer).toBeHidden();
    const appDialog = page.getByTestId('application-secret-dialog');
    const appKey = ((await appDialog.locator('code').filter({ hasText: /^ak_/ }).textContent()) ?? '').trim();
    const appSecret = ((await page.getByTestId('application-secret-value').textContent()) ?? '').trim();
    await page.getByTestId('application-secret-done').click();
    await expect(appDialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: NAME });
    applicationId = Number(
      ((await row.getByTestId(/^application-name-/).getAttribute('data-testid')) ?? '').split('-').pop(),
    );

    // The endpoints of the application, none yet.
    await page.getByTestId(`application-webhooks-${applicationId}`).click();
    const dialog = page.getByTestId('webhooks-dialog');
    await expect(dialog).toContainText(`Webhooks of ${NAME}`);
    await expect(dialog).toContainText('No webhooks');

    // Refused before the server is asked: no URL, then no event.
    await page.getByTestId('webhooks-add').click();
    const form = page.getByTestId('webhook-form');
    await page.getByTestId('webhook-url').fill('ftp://example.com/hooks');
    await page.getByTestId('webhook-events-all').click();
    await page.getByTestId('webhook-submit').click();
    await expect(form.getByText('Enter an http or https URL')).toBeVisible();
    await expect(form.getByText('Choose at least one event')).toBeVisible();
    await page.getByTestId('webhook-url').fill(hooks.url);
    await page.getByTestId('webhook-events').getByLabel('Task succeeded').check();
    await expect(page.getByTestId('webhook-enabled')).toBeChecked();
    await page.getByTestId('webhook-submit').click();
    await expect(form).toBeHidden();

    // The signing secret, this once: Esc does not close it.
    const secretDialog = page.getByTestId('webhook-secret-dialog');
    await expect(secretDialog).toContainText('webhook-signature');
    const secret = ((await page.getByTestId('webhook-secret-value').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    await page.keyboard.press('Escape');
    await expect(secretDialog).toBeVisible();
    await page.getByTestId('webhook-secret-done').click();
    await expect(secretDialog).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);

    const endpoint = dialog.getByRole('row').filter({ hasText: hooks.url });
    await expect(endpoint).toContainText('Task succeeded');
    await expect(endpoint).toContainText('••••••••');
    const webhookId = Number(
      ((await endpoint.getByTestId(/^webhook-url-/).getAttribute('data-testid')) ?? '').split('-').pop(),
    );

    // The integrator's side: a token for the AppKey and AppSecret, then a run.
    const token = (await (
      await request.post('/api/open/oauth/token', {
        data: { grant_type: 'client_credentials', client_id: appKey, client_secret: appSecret },
      })
    ).json()) as { access_token: string };
    expect(token.access_token).toMatch(/^at_/);
    let taskId = 0;
    await withRobot(request, `E2E-HOOK-${RUN}`, '1001', async () => {
      const run = (await (
        await request.post('/api/open/task/run', {
          data: { processId },
          headers: { authorization: `Bearer ${token.access_token}` },
        })
      ).json()) as Envelope<{ id: number }>;
      expect(run.code, run.msg).toBe(0);
      taskId = run.result.id;

      // Another R&D task may end meanwhile: this run's event is told by its task id.
      const succeeded = () =>
        hooks.received.find((r) => {
          const body = JSON.parse(r.body) as { type: string; data: { taskId: number } };
          return body.type === 'task.succeeded' && body.data.taskId === taskId;
        });
      await expect.poll(() => succeeded() !== undefined, { timeout: 90_000 }).toBe(true);
      const delivery = succeeded() as Received;
      const verified = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
      expect(verified).toMatchObject({ type: 'task.succeeded', data: { taskId, state: 'success' } });
    });

    // The console shows it delivered, in the endpoint's counts and in its deliveries.
    await expect(async () => {
      await page.getByTestId('webhooks-refresh').click();
      await expect(page.getByTestId(`webhook-counts-${webhookId}`)).toContainText('Delivered 1', {
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    await page.getByTestId(`webhook-deliveries-${webhookId}`).click();
    const deliveries = page.getByTestId('webhook-deliveries');
    const deliveryRow = deliveries
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(taskId), exact: true }) });
    await expect(async () => {
      await page.getByTestId('webhook-deliveries-refresh').click();
      await expect(deliveryRow).toContainText('Delivered', { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(deliveryRow).toContainText('Task succeeded');
    await expect(deliveryRow).toContainText('204');
  } finally {
    await hooks.close();
    if (applicationId) {
      const admin = await apiLogin(request, 'admin');
      expect.soft((await admin.post('/application/delete', { ids: [applicationId] })).code).toBe(0);
    }
  }
});
