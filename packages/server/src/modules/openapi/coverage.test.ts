import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';

/**
 * Routes still registered without a contract, until their domains move to
 * route(): auth, personal, security, mail, servers, users, the robot gateway
 * and most of processes. The list may only shrink: a new route without a
 * contract fails this test, and so does a listed route that gained one
 * (take it off the list).
 */
const PENDING = [
  'GET /api/oauth/captcha.jpg',
  'GET /api/oauth/logout',
  'GET /api/oauth/publicKey',
  'GET /api/process/dev/detail',
  'GET /api/process/dev/download',
  'GET /api/process/manager/detail',
  'GET /api/process/owner/detail',
  'GET /api/process/owner/download',
  'GET /api/process/user/detail',
  'GET /api/robot/package/:sha256',
  'GET /api/robot/ws',
  'GET /api/sauth/user/template',
  'GET /api/sauth/user/userInfo',
  'GET /api/sys/personal/adAndData',
  'POST /api/oauth/exchange',
  'POST /api/oauth/handover',
  'POST /api/oauth/token',
  'POST /api/oauth/validate',
  'POST /api/process/dev/delete',
  'POST /api/process/dev/export',
  'POST /api/process/dev/icon',
  'POST /api/process/dev/list',
  'POST /api/process/dev/modify',
  'POST /api/process/dev/publish',
  'POST /api/process/dev/records',
  'POST /api/process/dev/upload',
  'POST /api/process/dev/versions',
  'POST /api/process/dev/withdraw',
  'POST /api/process/manager/export',
  'POST /api/process/manager/list',
  'POST /api/process/manager/records',
  'POST /api/process/manager/versions',
  'POST /api/process/owner/approve',
  'POST /api/process/owner/assign',
  'POST /api/process/owner/back',
  'POST /api/process/owner/export',
  'POST /api/process/owner/list',
  'POST /api/process/owner/records',
  'POST /api/process/owner/reject',
  'POST /api/process/owner/versions',
  'POST /api/process/user/export',
  'POST /api/process/user/list',
  'POST /api/sauth/user/add',
  'POST /api/sauth/user/authorizeSave',
  'POST /api/sauth/user/clearCookie',
  'POST /api/sauth/user/del',
  'POST /api/sauth/user/export',
  'POST /api/sauth/user/import',
  'POST /api/sauth/user/list',
  'POST /api/sauth/user/modify',
  'POST /api/sauth/user/modifyPwd',
  'POST /api/sauth/user/password',
  'POST /api/sauth/user/resetPwd',
  'POST /api/sauth/user/selectOrg',
  'POST /api/sauth/user/unlock',
  'POST /api/sys/personal/alertConf',
  'POST /api/sys/personal/alertType',
  'POST /api/sys/personal/info',
  'POST /api/sys/personal/licExc',
  'POST /api/sys/personal/save',
  'POST /api/sysconfapi/timesVCode',
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
});
afterAll(() => app.close());

it('every API route has a contract, but for the pending list', () => {
  const missing = app.registeredRoutes
    // The reference page and its redirect are static files beside the API, not calls of it.
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/reference'))
    .filter((r) => r.method !== 'HEAD' && !r.contract)
    .map((r) => `${r.method} ${r.url}`);
  expect(missing.sort()).toEqual(PENDING);
});
