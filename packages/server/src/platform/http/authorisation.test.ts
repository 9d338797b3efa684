import { Code, type IdentityId, permissionKeys } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantedKeys } from '../../modules/roles/grants';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';

/**
 * The authorisation matrix: every API route the app registers, called by each
 * demo identity that lacks the route's permission and by a caller with no
 * session, must be refused before its handler runs. New routes are covered
 * as soon as they are registered.
 */
const IDENTITIES = ['manager', 'developer', 'owner', 'user'] as const;
const API = '/api';

let app: FastifyInstance;
const callers = new Map<string, { caller: Caller; grants: Set<string> }>();
beforeAll(async () => {
  app = await createTestApp({ demo: true });
  for (const account of IDENTITIES) {
    const caller = await signIn(app, account, DEMO_PASSWORD);
    const grants = await grantedKeys(
      app.database.db,
      caller.login.user.id,
      caller.login.curIden as IdentityId,
    );
    callers.set(account, { caller, grants });
  }
});
afterAll(() => app.close());

/** A concrete path for a route pattern: parameters get a plausible id. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');

describe('authorisation matrix', () => {
  it('refuses every protected route to callers without its permission and without a session', async () => {
    const routes = app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith(`${API}/`) &&
        r.permission !== undefined &&
        r.permission !== 'public' &&
        !['HEAD', 'OPTIONS'].includes(r.method),
    );
    expect(routes.length).toBeGreaterThan(50);
    const violations: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const path = concrete(route.url);
      const anonymous = await app.inject({
        method: route.method as 'GET' | 'POST',
        url: path,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      calls++;
      if (anonymous.statusCode !== 401) {
        violations.push(`${route.method} ${route.url} without a session: ${anonymous.statusCode}`);
      }
      if (route.permission === 'session') continue;
      for (const [account, { caller, grants }] of callers) {
        // Open-API routes take an application's token: a console session is no such token.
        if (route.permission === 'application') {
          const res = await caller.call(route.method as 'GET' | 'POST', path.slice(API.length));
          calls++;
          if (res.status !== 401 || res.body.code !== Code.APP_TOKEN_INVALID) {
            violations.push(`${route.method} ${route.url} as ${account}: ${res.status} ${res.body.code}`);
          }
          continue;
        }
        const keys = route.permission ? permissionKeys(route.permission, caller.login.curIden) : [];
        if (keys.some((k) => grants.has(k))) continue;
        const res = await caller.call(
          route.method as 'GET' | 'POST',
          path.slice(API.length),
          route.method === 'GET' ? undefined : {},
        );
        calls++;
        if (res.status !== 403 || res.body.code !== Code.FORBIDDEN) {
          violations.push(`${route.method} ${route.url} as ${account}: ${res.status} ${res.body.code}`);
        }
      }
    }
    expect(violations).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length);
  }, 600_000);
});
