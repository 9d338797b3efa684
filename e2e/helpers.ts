import { constants, publicEncrypt } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type Envelope, type LoginResponse, signatureHeaders, type TaskDetail } from '@rpa/contracts';

export const DEMO_PASSWORD = 'Console@2026';
/** The demo's machine key of Finance (README). */
export const DEMO_MACHINE_KEY = 'rpamk_demo-finance-2026';
const api = (path: string) => `/api${path}`;

/** Signs in through the API as the console does (RSA-OAEP password), for set-up steps; `clientType` as another client would. */
export async function apiLogin(
  request: APIRequestContext,
  account: string,
  password = DEMO_PASSWORD,
  clientType = 'web',
) {
  const key = (await (await request.get(api('/oauth/publicKey'))).json()) as Envelope<{ publicKey: string }>;
  const encrypted = publicEncrypt(
    { key: key.result.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const res = (await (
    await request.post(api('/oauth/token'), {
      data: { username: account, password: encrypted, clientType },
    })
  ).json()) as Envelope<LoginResponse>;
  expect(res.code, res.msg).toBe(0);
  const { token, signKey } = res.result;
  async function post<T>(path: string, body: Record<string, unknown> = {}) {
    const r = await request.post(api(path), {
      data: body,
      headers: { accesstoken: token, ...signatureHeaders(signKey, 'POST', path, body) },
    });
    return (await r.json()) as Envelope<T>;
  }
  return {
    ...res.result,
    encrypt: (plain: string) =>
      publicEncrypt(
        { key: key.result.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(plain),
      ).toString('base64'),
    /** A signed multipart upload (field `file`); only the query is signed, as the console does. */
    async upload<T>(path: string, name: string, buffer: Buffer) {
      const r = await request.post(api(path), {
        multipart: { file: { name, mimeType: 'application/octet-stream', buffer } },
        headers: { accesstoken: token, ...signatureHeaders(signKey, 'POST', path) },
      });
      return (await r.json()) as Envelope<T>;
    },
    post,
    /** A signed GET download (a run's file or recording): its bytes; fails the test unless answered 200. */
    async download(path: string, query: Record<string, string | number>) {
      const r = await request.get(api(path), {
        params: query,
        headers: { accesstoken: token, ...signatureHeaders(signKey, 'GET', path, query) },
      });
      expect(r.status(), path).toBe(200);
      return r.body();
    },
    /** The rows a list call answers, filtered by `filter`. */
    async records<R>(path: string, filter: Record<string, unknown> = {}) {
      return (await post<{ records: R[] }>(path, filter)).result.records;
    },
    /** The id of the first row a list call (filtered by `filter`) answers with all of `match`'s values; 0 if none. */
    async idIn(path: string, filter: Record<string, unknown>, match: Record<string, unknown> = {}) {
      const res = await post<{ records: Array<Record<string, unknown> & { id: number }> }>(path, filter);
      expect(res.code, res.msg).toBe(0);
      return res.result.records.find((r) => Object.entries(match).every(([k, v]) => r[k] === v))?.id ?? 0;
    },
  };
}

/**
 * A package uploaded by the developer, published to the owner, approved and
 * assigned to the demo user: a process the user can run. Its ids.
 */
export async function publishForUser(request: APIRequestContext, file: string, zip: Buffer) {
  const dev = await apiLogin(request, 'developer');
  const up = await dev.upload<{ process: { id: number }; version: { id: number } }>(
    '/process/dev/upload',
    file,
    zip,
  );
  expect(up.code, up.msg).toBe(0);
  const owners = await dev.post<Array<{ id: number; account: string }>>('/process/dev/owners');
  const ownerId = owners.result.find((o) => o.account === 'owner')?.id;
  expect((await dev.post('/process/dev/publish', { versionId: up.result.version.id, ownerId })).code).toBe(0);
  const owner = await apiLogin(request, 'owner');
  expect((await owner.post('/process/owner/approve', { versionId: up.result.version.id })).code).toBe(0);
  const people = await owner.post<Array<{ id: number; account: string }>>('/process/owner/assignable');
  const userId = people.result.find((u) => u.account === 'user')?.id;
  const assigned = await owner.post('/process/owner/assign', {
    processId: up.result.process.id,
    userIds: [userId],
  });
  expect(assigned.code, assigned.msg).toBe(0);
  return { processId: up.result.process.id, versionId: up.result.version.id };
}

/** Signs in through the login page in `lang` and waits for the console's user menu. */
export async function signedIn(page: Page, account: string, lang: 'zh_CN' | 'en_US' = 'en_US') {
  await useLanguage(page, lang);
  await uiLogin(page, account);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Collects every CSP violation the page reports, from the event and from the console. */
export async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) seen.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return seen;
}

/** Signs in through the login page. */
export async function uiLogin(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('./user/login');
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Starts in a given language, as a user who chose it before. */
export async function useLanguage(page: Page, lang: 'zh_CN' | 'en_US') {
  await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
}

/**
 * Skips the test when a program it needs is missing, with the reason:
 * `npm test` sets the flag (e.g. RPA_NO_FFMPEG) after checking the machine
 * (scripts/tools.mjs); run directly, the command itself is tried.
 */
export async function skipWithout(flag: 'RPA_NO_FFMPEG' | 'RPA_NO_XVFB', command: string) {
  const { spawnSync } = await import('node:child_process');
  const reason =
    process.env[flag] ||
    (spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
      ? ''
      : `${command} is not installed`);
  test.skip(!!reason, reason);
}

/**
 * A reference robot (packages/robot) connected to the e2e server and, when a
 * department code is given, moved into it so it runs that department's
 * processes. Stop it at the end: `stop()` ends it and unbinds it, so its
 * licence seat is free for the next test (the demo licences have 5; a
 * retried test starts a robot of a new number). A robot that fails to come
 * online is ended at once, and none outlives the test worker: a robot left
 * running reconnects to whatever server next listens on this port and takes
 * a seat there.
 */
export async function startRobot(
  request: APIRequestContext,
  robotsNo: string,
  orgCode?: string,
  options: { record?: boolean; user?: string; steward?: string } = {},
) {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:18080/console/');
  const child = spawn(
    process.execPath,
    [
      path.resolve(import.meta.dirname, '../packages/robot/dist/robot.js'),
      '--server',
      `${base.origin}/api`,
      '--robots-no',
      robotsNo,
    ],
    {
      env: {
        ...process.env,
        // Bound to a user, it signs in as them and joins their department; otherwise the
        // demo's machine key registers it into Finance.
        ...(options.user
          ? { RPA_BINDING: 'user', RPA_ACCOUNT: options.user, RPA_PASSWORD: DEMO_PASSWORD }
          : { RPA_PASSWORD: 'Robot@2026', RPA_MACHINE_KEY: DEMO_MACHINE_KEY }),
        RPA_WORK_DIR: mkdtempSync(path.join(tmpdir(), 'rpa-e2e-robot-')),
        // Without a steward there is no screen: a generated picture stands in for it.
        ...(options.record && !options.steward
          ? { RPA_RECORD: '1', RPA_RECORD_INPUT: '-re -f lavfi -i testsrc=size=160x120:rate=5' }
          : {}),
        // With one, each run is on the display the steward keeps for the robot, and recorded from it.
        ...(options.steward ? { RPA_STEWARD: options.steward, RPA_RECORD: '1' } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // What the robot printed, attached to the test when it stops: a run that never ends says why there.
  let output = '';
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-64 * 1024);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const info = test.info();
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const end = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let admin: Awaited<ReturnType<typeof apiLogin>>;
  let id = 0;
  try {
    admin = await apiLogin(request, 'admin');
    await expect
      .poll(
        async () => {
          const [robot] = await admin.records<{ id: number; runState: string }>('/rpa/cdaAgent/list', {
            robotsNo,
          });
          id = robot?.id ?? 0;
          return robot?.runState;
        },
        { timeout: 20_000 },
      )
      .toBe('idle');
    if (orgCode) {
      const moved = await admin.post('/rpa/cdaAgent/transformOrgDef', { ids: [id], orgCode });
      expect(moved.code, moved.msg).toBe(0);
    }
  } catch (err) {
    await end();
    throw err;
  }
  return {
    id,
    /** The last lines the robot printed, for a failure's message. */
    tail: (lines = 30) => output.split('\n').slice(-lines).join('\n'),
    async stop() {
      // Ended first: a robot still connected while being unbound could register again.
      await end();
      await info.attach(`robot ${robotsNo}.log`, { body: output, contentType: 'text/plain' });
      const done = await admin.post('/rpa/cdaAgent/unbind', { ids: [id] });
      expect.soft(done.code, done.msg).toBe(0);
    },
  };
}

/**
 * Waits for run `taskId` to end in `state`, asked through the API as
 * `account`; when it does not, the message says where it stands, its last
 * log lines and what the robot printed (`robotTail`), so a run that hangs
 * in CI is explained by the failure itself.
 */
export async function expectRunEnds(
  request: APIRequestContext,
  account: string,
  taskId: number,
  state: string,
  ms: number,
  robotTail?: () => string,
) {
  const caller = await apiLogin(request, account);
  const detail = async () =>
    (JSON.parse((await caller.download('/task/detail', { taskId })).toString()) as { result: TaskDetail })
      .result;
  const until = Date.now() + ms;
  let d = await detail();
  while (d.state !== state && Date.now() < until) {
    if (['success', 'failed', 'stopped', 'timeout', 'cancelled'].includes(d.state)) break;
    await new Promise((r) => setTimeout(r, 1000));
    d = await detail();
  }
  if (d.state === state) return d;
  const logs = await caller.records<{ text: string }>('/task/logs', { taskId, size: 100 });
  throw new Error(
    `run ${taskId} is ${d.state} on ${d.robotName || 'no robot'}, not ${state}; its log:\n${logs
      .slice(-20)
      .map((l) => l.text)
      .join('\n')}\nthe robot printed:\n${robotTail?.() ?? '(not known)'}`,
  );
}

/** Runs `body` while a reference robot (see startRobot) is connected, stopping the robot however `body` ends. */
export async function withRobot(
  request: APIRequestContext,
  robotsNo: string,
  orgCode: string,
  body: (robot: Awaited<ReturnType<typeof startRobot>>) => Promise<void>,
) {
  const robot = await startRobot(request, robotsNo, orgCode);
  try {
    await body(robot);
  } finally {
    await robot.stop();
  }
}

/**
 * Opens a select and picks an option, again until `chosen` holds: on a
 * loaded machine a click can land while the dropdown is still opening and
 * pick nothing (seen with antd's Select and TreeSelect alike).
 */
export async function choose(open: Locator, option: Locator, chosen: () => Promise<void>) {
  await expect(async () => {
    if (!(await option.isVisible())) await open.click({ timeout: 3000 });
    await option.click({ timeout: 3000 });
    await chosen();
  }).toPass({ timeout: 30_000 });
}

/**
 * Picks a department in a department tree select by typing part of its
 * name, again until the field shows it: on a loaded machine the click can
 * land while the tree is still filtering and pick nothing.
 */
export async function pickDepartment(page: Page, fieldTestId: string, scope: Locator, name: string) {
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0)
      await page.getByTestId(fieldTestId).click({ timeout: 3000 });
    // What an earlier attempt typed is replaced, not added to.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(name);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
      .filter({ hasText: name })
      .first()
      .click({ timeout: 3000 });
    // The chosen value shows in the field (the tree itself opens outside `scope`).
    await expect(scope.getByText(name).filter({ visible: true }).first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}
