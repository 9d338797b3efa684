import {
  Code,
  Identity,
  type OplogDescriptionKey,
  ok,
  processesApi,
  type VersionAction,
  type VersionRow,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { robotWarning } from '../tasks/coverage';
import { actorOf, described, note } from './access';
import { sendPackage } from './download';
import { announceStep, takeStep } from './lifecycle';
import { usersWithIdentity } from './people';
import { ownerScope, processDetail, versionRow } from './query';
import { readRoutes } from './reads';
import { assignSchema, reasonSchema, versionIdSchema } from './rules';
import { processes, processUsers } from './schema';

/**
 * The owner's calls (menus 302-305): the list of processes they own with
 * the audit filter, approve, reject or return a submitted version, assign
 * the users who run a process.
 */
export async function ownerRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const scope = async (req: FastifyRequest) => ownerScope(req.requireSession().userId);

  readRoutes(api, {
    prefix: '/process/owner',
    permissions: { list: '302', export: '302:export', detail: '303', versions: '305' },
    scope,
  });

  const AUDIT_DESCRIPTIONS = {
    approve: 'approveVersion',
    reject: 'rejectVersion',
    back: 'backVersion',
  } as const satisfies Partial<Record<VersionAction, OplogDescriptionKey>>;
  const audit = (action: keyof typeof AUDIT_DESCRIPTIONS, button: string, withReason: boolean) =>
    api.post(
      `/process/owner/${action}`,
      {
        config: {
          permission: `302:${button}`,
          oplog: {
            module: 'versions',
            action: 'modify',
            describe: described(AUDIT_DESCRIPTIONS[action], 'versionId'),
          },
        },
      },
      async (req) => {
        const { versionId, reason } = withReason
          ? parse(reasonSchema, req.body, req.lang)
          : { ...parse(versionIdSchema, req.body, req.lang), reason: undefined };
        const input = { versionId, actor: actorOf(req), reason };
        await takeStep(db, api.files, action, input);
        await announceStep(api, action, input);
        return ok((await versionRow(db, versionId)) as VersionRow);
      },
    );
  audit('approve', 'approve', false);
  audit('reject', 'reject', true);
  audit('back', 'back', true);

  // Users the owner may assign: holders of the user identity in the owner's departments.
  route(api, processesApi.assignable, async (req) =>
    usersWithIdentity(db, Identity.USER, await req.managedDepartments()),
  );

  api.post(
    '/process/owner/assign',
    {
      config: {
        permission: '302:assign',
        oplog: {
          module: 'processes',
          action: 'modify',
          describe: described('assignUsers', 'processId'),
        },
      },
    },
    async (req) => {
      const { processId, userIds } = parse(assignSchema, req.body, req.lang);
      const [p] = await db.select().from(processes).where(eq(processes.id, processId));
      if (!p) throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
      if (p.ownerId !== req.requireSession().userId) throw new AppError(Code.FORBIDDEN, 'processes.notOwner');
      const wanted = [...new Set(userIds)];
      const allowed = new Set(
        (await usersWithIdentity(db, Identity.USER, await req.managedDepartments())).map((u) => u.id),
      );
      const stranger = wanted.find((id) => !allowed.has(id));
      if (stranger !== undefined) {
        throw new AppError(Code.BAD_REQUEST, 'processes.assigneeInvalid', { user: stranger });
      }
      note(req, 'assignUsers', { id: processId, users: wanted.join(',') });
      await db.transaction(async (tx) => {
        await tx.delete(processUsers).where(eq(processUsers.processId, processId));
        if (wanted.length)
          await tx.insert(processUsers).values(wanted.map((userId) => ({ processId, userId })));
        await tx.update(processes).set({ updatedAt: new Date() }).where(eq(processes.id, processId));
      });
      // Users given a process its department cannot run would wait on every run.
      const warning = wanted.length ? await robotWarning(db, processId, req.lang) : {};
      return ok({ ...(await processDetail(db, processId)), ...warning });
    },
  );

  api.get(
    '/process/owner/download',
    {
      config: {
        permission: '305:download',
        oplog: {
          module: 'versions',
          action: 'download',
          describe: described('downloadPackage', 'versionId'),
        },
      },
    },
    async (req, reply) => {
      const { versionId } = parse(versionIdSchema, req.query, req.lang);
      note(req, 'downloadPackage', { id: versionId });
      return sendPackage(api, reply, versionId, await scope(req));
    },
  );
}
