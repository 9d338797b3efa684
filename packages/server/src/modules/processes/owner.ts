import {
  Code,
  Identity,
  type OplogDescriptionKey,
  processesApi,
  processReads,
  type VersionAction,
  type VersionRow,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { robotWarning } from '../tasks';
import { actorOf, described, note } from './access';
import { packageDownloadRoute } from './download';
import { announceStep, takeStep } from './lifecycle';
import { usersWithIdentity } from './people';
import { ownerScope, processDetail, versionRow } from './query';
import { readRoutes } from './reads';
import { processes, processUsers } from './schema';

/**
 * The owner's calls (menus 302-305): the list of processes they own with
 * the audit filter, approve, reject or return a submitted version, assign
 * the users who run a process.
 */
export async function ownerRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const scope = async (req: FastifyRequest) => ownerScope(req.requireSession().userId);

  readRoutes(api, { contracts: processReads.owner, scope });

  const AUDIT_DESCRIPTIONS = {
    approve: 'approveVersion',
    reject: 'rejectVersion',
    back: 'backVersion',
  } as const satisfies Partial<Record<VersionAction, OplogDescriptionKey>>;
  const audit = (action: keyof typeof AUDIT_DESCRIPTIONS) =>
    route(
      api,
      processesApi[action],
      logged('versions', 'modify', described(AUDIT_DESCRIPTIONS[action], 'versionId')),
      async (req, body: { versionId: number; reason?: string }) => {
        const input = { versionId: body.versionId, actor: actorOf(req), reason: body.reason };
        await takeStep(db, api.files, action, input);
        await announceStep(api, action, input);
        return (await versionRow(db, body.versionId)) as VersionRow;
      },
    );
  audit('approve');
  audit('reject');
  audit('back');

  // Users the owner may assign: holders of the user identity in the owner's departments.
  route(api, processesApi.assignable, async (req) =>
    usersWithIdentity(db, Identity.USER, await req.managedDepartments()),
  );

  route(
    api,
    processesApi.assign,
    logged('processes', 'modify', described('assignUsers', 'processId')),
    async (req, { processId, userIds }) => {
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
      const detail = await processDetail(db, processId);
      if (!detail) throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
      return { ...detail, ...warning };
    },
  );

  packageDownloadRoute(api, processesApi.ownerDownload, scope);
}
