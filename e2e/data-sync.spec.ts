import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  type PasswordPostgres,
  startPasswordPostgres,
} from '../packages/server/src/testing/password-postgres';
import { apiLogin, signedIn } from './helpers';

/** The PostgreSQL server the target database is made on (the local one unless TEST_POSTGRES_URL says another). */
const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer<T>(run: (c: pg.Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

test.describe('data sync', () => {
  const database = `rpa_sync_e2e_${randomBytes(5).toString('hex')}`;
  const server = new URL(ADMIN_URL);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  const targetUrl = `postgres://${server.hostname}:${server.port || 5432}/${database}`;
  let noServer: string | null = null;
  /** A server of the test's own that asks for passwords (the local one may trust 127.0.0.1 and take any), or why there is none. */
  let asking: PasswordPostgres | string = 'not started';

  test.beforeAll(async () => {
    try {
      await onServer((c) => c.query(`create database ${database}`));
      asking = await startPasswordPostgres();
    } catch (err) {
      noServer = `data sync: no PostgreSQL server at ${ADMIN_URL} (${(err as Error).message}); set TEST_POSTGRES_URL`;
    }
  });
  test.afterAll(async ({ request }) => {
    if (typeof asking !== 'string') await asking.stop();
    if (noServer) return;
    // Off for the specs after this one, then the target goes.
    const admin = await apiLogin(request, 'admin');
    await admin.post('/sys/dataSync', {
      enabled: false,
      kind: 'postgresql',
      url: targetUrl,
      user,
      password: '',
    });
    await onServer((c) => c.query(`drop database if exists ${database} with (force)`));
  });
  test.beforeEach(() => {
    test.skip(!!noServer, noServer ?? '');
  });

  test('a manager sets a target, tests it, enables the sync and sees everything copied and the lag at zero', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedIn(page, 'admin');
    await page.goto('./manager/system/sync');
    await expect(
      page.getByText('Elasticsearch targets (cluster name, host, account) are not available'),
    ).toBeVisible();
    await expect(page.getByTestId('sync-state')).toHaveText('Disabled');

    // The contract's rules, in the form.
    await page.getByTestId('sync-url').fill(`postgres://${server.hostname}/${database}`);
    await page.getByTestId('sync-save').click();
    await expect(page.getByText('The database URL has the form postgres://host:port/database')).toBeVisible();
    await page.getByTestId('sync-url').fill(targetUrl);
    await page.getByTestId('sync-save').click();
    await expect(page.getByText('The user must be 1 to 64 characters')).toBeVisible();

    // A wrong password: the server's own words. Without a server of its own that asks for
    // passwords, the credentials are wrong by their user instead.
    const result = page.getByTestId('sync-test-result');
    if (typeof asking === 'string') {
      test.info().annotations.push({ type: 'wrong user instead of wrong password', description: asking });
      await page.getByTestId('sync-user').fill('rpa_sync_nobody');
      await page.getByTestId('sync-test').click();
      await expect(result).toContainText('Could not connect to the target database:');
      await expect(result).toContainText('rpa_sync_nobody');
    } else {
      await page.getByTestId('sync-url').fill(`postgres://${asking.host}:${asking.port}/postgres`);
      await page.getByTestId('sync-user').fill(asking.user);
      await page.getByTestId('sync-password').fill('Wrong#2026');
      await page.getByTestId('sync-test').click();
      await expect(result).toHaveText(
        `Could not connect to the target database: password authentication failed for user "${asking.user}"`,
      );
      await page.getByTestId('sync-password').fill(asking.password);
      await page.getByTestId('sync-test').click();
      await expect(result).toContainText(/Connected to PostgreSQL \d+/);
      await page.getByTestId('sync-url').fill(targetUrl);
    }

    // Without a password in TEST_POSTGRES_URL its server trusts local connections: one is typed all the same, to see it kept.
    await page.getByTestId('sync-user').fill(user);
    await page.getByTestId('sync-password').fill(password || 'Trusted#2026');
    await page.getByTestId('sync-test').click();
    await expect(result).toContainText(/Connected to PostgreSQL \d+/);

    await page.getByTestId('sync-enabled').click();
    await page.getByTestId('sync-save').click();
    await expect(page.getByText('Data sync settings saved')).toBeVisible();

    // The panel follows by itself: the first copy, then syncing with nothing waiting.
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'syncing', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('sync-lag')).toHaveText('Caught up: no change waiting', {
      timeout: 30_000,
    });
    const rows = Number(await page.getByTestId('sync-rows').getAttribute('data-rows'));
    expect(rows).toBeGreaterThan(0);
    const copied = await onServer(
      (c) => c.query<{ n: number }>('select count(*)::int as n from rpa_oplog'),
      targetUrl.replace('postgres://', `postgres://${encodeURIComponent(user)}@`),
    );
    expect(copied.rows[0]?.n).toBeGreaterThan(0);

    // Reloaded: the password is only said to be kept.
    await page.reload();
    await expect(page.getByTestId('sync-url')).toHaveValue(targetUrl);
    await expect(page.getByTestId('sync-password')).toHaveValue('');
    await expect(page.getByTestId('sync-password')).toHaveAttribute(
      'placeholder',
      'Leave blank to keep the stored password',
    );

    // Copying everything again asks first.
    await page.getByTestId('sync-recopy').click();
    await page.getByTestId('sync-recopy-ok').click();
    await expect(page.getByText('The copy has started')).toBeVisible();
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'syncing', {
      timeout: 60_000,
    });
  });
});
