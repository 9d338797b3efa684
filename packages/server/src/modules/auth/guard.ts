import { timingSafeEqual } from 'node:crypto';
import {
  Code,
  type IdentityId,
  NONCE_PATTERN,
  type OperationActionValue,
  type OplogModule,
  type OplogText,
  permissionKeys,
  type RouteContract,
  type RoutePermission,
  SIGNATURE_MAX_SKEW_MS,
  sign,
} from '@rpa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import { clientAddress } from '../../platform/http/address';
import { AppError } from '../../platform/http/errors';
import { takeAttempt } from '../../platform/limits';
import { isApplicationToken, type OpenCaller, resolveToken } from '../applications';
import { coversWholeInstallation, managedDepartmentIds, subtreeIds } from '../departments';
import { catalogueItem } from '../menus';
import { writeOpLog } from '../oplog';
import { grantedKeys } from '../roles';
import { getPolicy } from '../security';
import { firstSighting } from './replay';
import { resolveSession, type Session } from './sessions';

/**
 * What a route needs: 'public' (no session), 'session' (any signed-in user),
 * a permission key of the menu catalogue (a menu id such as "1701" or a
 * button such as "1701:add"), granted through the roles of the caller's
 * current identity, or one such key per identity for routes several
 * identities use (an identity without a key is refused).
 */
export type Permission = RoutePermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** The route's contract (packages/contracts/src/routes), when registered through `route()`. */
    contract?: RouteContract;
    /** Also allowed while the user must still change their password. */
    duringPasswordChange?: boolean;
    /**
     * Installation-wide settings: only for callers who manage the whole
     * installation (every top department), whatever their role's menus say.
     */
    wholeInstallation?: boolean;
    /** Write an operation-log row for this call, success or failure. */
    oplog?: {
      module: OplogModule;
      action: OperationActionValue;
      /** Plain text, or a description key each reader sees in their own language. */
      describe?: (req: FastifyRequest) => OplogText;
    };
  }
  interface FastifyRequest {
    /** Who an operation-log row names when the call has no session (sign-in, sign-out). */
    opActor: { userId: number | null; userName: string; identity: number | null } | null;
    /** Set by a handler whose call succeeded as HTTP but failed as an operation. */
    opFailed: boolean;
    session: Session | null;
    /** The application calling an open-API route ('application' permission), by its bearer token. */
    application: OpenCaller | null;
    /** The caller's session; throws the session code when there is none. */
    requireSession(): Session;
    /** The calling application; throws the token code when there is none. */
    requireApplication(): OpenCaller;
    /**
     * Departments the caller manages (own, sub-departments, authorised), computed once per request;
     * for an application, its department and sub-departments.
     */
    managedDepartments(): Promise<number[]>;
    /** Permission keys of the caller's current identity, computed once per request. */
    grants(): Promise<Set<string>>;
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Query parameters and top-level JSON body fields, as the `signature` header signs them. */
function signedParams(req: FastifyRequest): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = req.body;
  const json = req.headers['content-type']?.includes('application/json');
  if (json && body && typeof body === 'object' && !Array.isArray(body)) {
    return { ...query, ...(body as Record<string, unknown>) };
  }
  return { ...query };
}

/** The `header` of a request as one string (empty when absent). */
function headerText(req: FastifyRequest, name: string): string {
  const value = req.headers[name];
  return typeof value === 'string' ? value : '';
}

/** A signed call's parts, from HTTP headers or from a live socket's first message. */
export interface SignedCall {
  method: string;
  /** Path under the API base. */
  path: string;
  params: Record<string, unknown>;
  timestamp: string;
  nonce: string;
  signature: string;
}

/**
 * The signature covers method, path under the API base, parameters,
 * timestamp and nonce (docs/api.md "Signature"); a signature is accepted
 * once within its window, on any node.
 */
export async function verifySignature(db: Db, key: string, call: SignedCall): Promise<void> {
  const { timestamp, nonce, signature: given } = call;
  const ts = Number(timestamp);
  if (!timestamp || !Number.isFinite(ts) || Math.abs(Date.now() - ts) > SIGNATURE_MAX_SKEW_MS) {
    throw new AppError(Code.SIGNATURE_INVALID, 'error.signatureStale');
  }
  const expected = sign(key, { method: call.method, path: call.path, params: call.params, timestamp, nonce });
  if (!given || !NONCE_PATTERN.test(nonce) || !safeEqual(given, expected)) {
    throw new AppError(Code.SIGNATURE_INVALID, 'error.signatureInvalid');
  }
  if (!(await firstSighting(db, given, ts))) {
    throw new AppError(Code.SIGNATURE_INVALID, 'error.signatureReplayed');
  }
}

function checkSignature(api: FastifyInstance, req: FastifyRequest, key: string): Promise<void> {
  const base = api.config.apiBase;
  return verifySignature(api.database.db, key, {
    method: req.method,
    path: req.url.startsWith(base) ? req.url.slice(base.length) : req.url,
    params: signedParams(req),
    timestamp: headerText(req, 'timestamp'),
    nonce: headerText(req, 'nonce'),
    signature: headerText(req, 'signature'),
  });
}

/** The session token of a call: the `accesstoken` header, or `Authorization: Bearer <token>`. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const token = headerText(req, 'accesstoken');
  if (token) return token;
  const bearer = /^Bearer\s+(\S+)$/i.exec(headerText(req, 'authorization'));
  return bearer?.[1];
}

export function ipOf(req: FastifyRequest): string {
  return clientAddress(req);
}

/**
 * Registered once on the API scope: refuses to start if a route declares no
 * permission, then authenticates, checks the signature and the permission of
 * every call, and writes the operation log of routes that ask for it.
 */
export async function installGuard(api: FastifyInstance): Promise<void> {
  api.addHook('onRoute', (route) => {
    if (!route.config?.permission) {
      throw new Error(`route ${route.method} ${route.url} declares no permission`);
    }
    const permission = route.config.permission;
    const keys = typeof permission === 'string' ? [permission] : Object.values(permission).flat();
    for (const key of keys) {
      if (key !== 'public' && key !== 'session' && key !== 'application' && !catalogueItem(key)) {
        throw new Error(`route ${route.method} ${route.url} needs unknown permission "${key}"`);
      }
    }
  });

  api.decorateRequest('session', null);
  api.decorateRequest('application', null);
  api.decorateRequest('opActor', null);
  api.decorateRequest('opFailed', false);
  api.decorateRequest('requireSession', function (this: FastifyRequest) {
    if (!this.session) throw new AppError(Code.SESSION_MISSING, 'error.sessionMissing');
    return this.session;
  });
  api.decorateRequest('requireApplication', function (this: FastifyRequest) {
    if (!this.application) throw new AppError(Code.APP_TOKEN_INVALID, 'open.tokenMissing');
    return this.application;
  });
  api.decorateRequest('grants', async function (this: FastifyRequest) {
    const s = this.requireSession();
    const cache = this as FastifyRequest & { grantsCache?: Promise<Set<string>> };
    cache.grantsCache ??= grantedKeys(api.database.db, s.userId, s.curIden);
    return cache.grantsCache;
  });
  api.decorateRequest('managedDepartments', async function (this: FastifyRequest) {
    const cache = this as FastifyRequest & { deptCache?: Promise<number[]> };
    if (this.application) {
      cache.deptCache ??= subtreeIds(api.database.db, [this.application.departmentId]);
      return cache.deptCache;
    }
    const s = this.requireSession();
    cache.deptCache ??= managedDepartmentIds(api.database.db, s.userId, s.departmentId);
    return cache.deptCache;
  });

  api.addHook('preHandler', async (req, reply) => {
    const config = req.routeOptions.config;
    const permission = config.permission;
    if (!permission || permission === 'public') return;
    // Open API: the bearer token alone (over TLS, as OAuth 2.0 has it), no signature.
    if (permission === 'application') {
      const app = await resolveToken(api.database.db, tokenOf(req));
      req.application = app;
      // Counted in the database, so every node counts the same calls.
      const call = await takeAttempt(
        api.database.db,
        { bucket: 'open-api', max: app.rateLimit, windowMs: 60_000 },
        String(app.id),
      );
      if (!call.allowed) {
        reply.header('retry-after', String(call.secondsLeft));
        throw new AppError(Code.TOO_MANY_ATTEMPTS, 'open.rateLimited', {
          max: app.rateLimit,
          seconds: call.secondsLeft,
        });
      }
      return;
    }
    const policy = await getPolicy(api.database.db);
    const token = tokenOf(req);
    try {
      req.session = await resolveSession(api.database.db, api.sealer, token, policy.sessionTimeoutMinutes);
    } catch (err) {
      // An application's token on a console call: say so rather than "session invalid".
      if (err instanceof AppError && err.code === Code.SESSION_INVALID && token) {
        if (await isApplicationToken(api.database.db, token)) {
          throw new AppError(Code.FORBIDDEN, 'open.consoleOnly');
        }
      }
      throw err;
    }
    await checkSignature(api, req, req.session.signKey);
    if (req.session.isNeedModifyPwd && !config.duringPasswordChange) {
      throw new AppError(Code.PASSWORD_CHANGE_REQUIRED, 'error.passwordChangeRequired');
    }
    const keys = permissionKeys(permission, req.session.curIden);
    const grants = permission === 'session' ? null : await req.grants();
    if (grants && !keys.some((k) => grants.has(k))) {
      throw new AppError(Code.FORBIDDEN, 'error.forbidden');
    }
    if (config.wholeInstallation) {
      const scope = await req.managedDepartments();
      if (!(await coversWholeInstallation(api.database.db, scope))) {
        throw new AppError(Code.FORBIDDEN, 'error.wholeInstallationOnly');
      }
    }
  });

  // The log row is written before the response leaves, so it is never lost to a crash after replying.
  api.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload) => {
    const oplog = req.routeOptions.config.oplog;
    if (!oplog) return payload;
    let ok = reply.statusCode < 400 && !req.opFailed;
    if (typeof payload === 'string' && payload.startsWith('{')) {
      ok = ok && /^\{"code":0[,}]/.test(payload);
    }
    const s = req.session;
    const actor = req.opActor ?? {
      userId: s?.userId ?? null,
      // An open-API call names its application.
      userName: s?.account ?? req.application?.name ?? '',
      identity: (s?.curIden as IdentityId | undefined) ?? null,
    };
    await writeOpLog(api.database.db, {
      ...actor,
      module: oplog.module,
      ip: ipOf(req),
      action: oplog.action,
      result: ok ? 'success' : 'fail',
      description: oplog.describe
        ? oplog.describe(req)
        : {
            key: 'call',
            params: { action: oplog.action, method: req.method, path: req.routeOptions.url ?? '' },
          },
    });
    return payload;
  });
}
