import {
  Code,
  type ForwardHistoryRow,
  type ForwardRuleRow,
  type forwardRuleFields,
  forwardRulesApi,
  Identity,
  type ReceiveMode,
} from '@rpa/contracts';
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { within } from '../../platform/db/conditions';
import { escapeLike, listPage, matchingRows, tablePage } from '../../platform/db/paging';
import { namedRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { processes, visibleTo } from '../processes';
import { users } from '../users';
import { forwardHistory, forwardRules } from './schema';

type RuleInput = z.output<typeof forwardRuleFields>;

/** Forwarding and receiving rules of the file screen: a manager's departments', anyone else's own. */
export async function forwardRuleRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function ruleScope(req: FastifyRequest): Promise<SQL> {
    const s = req.requireSession();
    return s.curIden === Identity.MANAGER
      ? within(forwardRules.departmentId, await req.managedDepartments())
      : eq(forwardRules.ownerId, s.userId);
  }

  async function rowsOf(where: SQL | undefined, limit: number, offset: number): Promise<ForwardRuleRow[]> {
    const found = await db
      .select({ r: forwardRules, departmentName: departments.name, owner: users.account })
      .from(forwardRules)
      .innerJoin(departments, eq(departments.id, forwardRules.departmentId))
      .innerJoin(users, eq(users.id, forwardRules.ownerId))
      .where(where)
      .orderBy(desc(forwardRules.updatedAt), desc(forwardRules.id))
      .limit(limit)
      .offset(offset);
    const userIds = [...new Set(found.flatMap((f) => f.r.receiverUserIds))];
    const processIds = [
      ...new Set(
        found.flatMap((f) => [
          ...f.r.receiverProcessIds,
          ...(f.r.sourceProcessId ? [f.r.sourceProcessId] : []),
        ]),
      ),
    ];
    const people = userIds.length
      ? await db
          .select({ id: users.id, account: users.account, realName: users.realName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [];
    const procs = processIds.length
      ? await db
          .select({ id: processes.id, name: processes.name })
          .from(processes)
          .where(inArray(processes.id, processIds))
      : [];
    const procName = (id: number) => procs.find((p) => p.id === id)?.name ?? '';
    return found.map(({ r, departmentName, owner }) => ({
      id: r.id,
      name: r.name,
      source: r.source as ForwardRuleRow['source'],
      sourceProcessId: r.sourceProcessId,
      sourceProcessName: r.sourceProcessId ? procName(r.sourceProcessId) : '',
      receiverUsers: r.receiverUserIds.flatMap((id) => people.filter((p) => p.id === id)),
      receiverProcesses: r.receiverProcessIds
        .map((id) => ({ id, name: procName(id) }))
        .filter((p) => p.name !== ''),
      receiveMode: r.receiveMode as ReceiveMode,
      enabled: r.enabled,
      ownerName: owner,
      departmentId: r.departmentId,
      departmentName,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function one(id: number): Promise<ForwardRuleRow> {
    const [row] = await rowsOf(eq(forwardRules.id, id), 1, 0);
    if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
    return row;
  }

  /** Active users of the departments the caller manages. */
  async function receivableUsers(req: FastifyRequest) {
    return db
      .select({ id: users.id, account: users.account, realName: users.realName })
      .from(users)
      .where(and(within(users.departmentId, await req.managedDepartments()), eq(users.status, 'normal')))
      .orderBy(asc(users.account));
  }

  /** The source process and receiving processes are ones the caller sees, the receiving users theirs to reach. */
  async function check(req: FastifyRequest, input: RuleInput): Promise<void> {
    const seen = new Set(
      (
        await db
          .select({ id: processes.id })
          .from(processes)
          .where(await visibleTo(req))
      ).map((p) => p.id),
    );
    if (input.source === 'process' && !seen.has(input.sourceProcessId ?? -1))
      throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
    const reachable = new Set((await receivableUsers(req)).map((u) => u.id));
    if (
      !input.receiverUserIds.every((id) => reachable.has(id)) ||
      !input.receiverProcessIds.every((id) => seen.has(id))
    )
      throw new AppError(Code.BAD_REQUEST, 'files.receiverOutOfScope');
  }

  const stored = (input: RuleInput) => ({
    name: input.name,
    source: input.source,
    sourceProcessId: input.source === 'process' ? input.sourceProcessId : null,
    receiverUserIds: input.receiverUserIds,
    receiverProcessIds: input.receiverProcessIds,
    receiveMode: input.receiveMode,
    enabled: input.enabled,
  });

  route(api, forwardRulesApi.list, async (req, q) => {
    const where = and(
      await ruleScope(req),
      q.name ? ilike(forwardRules.name, `%${escapeLike(q.name)}%`) : undefined,
    );
    return listPage(db, q, matchingRows(db, forwardRules, where), (size, offset) =>
      rowsOf(where, size, offset),
    );
  });

  route(api, forwardRulesApi.receivers, (req) => receivableUsers(req));

  route(
    api,
    forwardRulesApi.add,
    logged('files', 'create', described('addForwardRule', { name: 'name' })),
    async (req, input) => {
      await check(req, input);
      const { userId } = req.requireSession();
      const [me] = await db
        .select({ departmentId: users.departmentId })
        .from(users)
        .where(eq(users.id, userId));
      if (!me) throw new AppError(Code.SESSION_ACCOUNT_UNAVAILABLE, 'error.sessionAccountUnavailable');
      const [row] = await db
        .insert(forwardRules)
        .values({ ...stored(input), ownerId: userId, departmentId: me.departmentId })
        .returning({ id: forwardRules.id });
      return one(row?.id ?? 0);
    },
  );

  route(
    api,
    forwardRulesApi.modify,
    logged('files', 'modify', described('editForwardRule', { id: 'id', name: 'name' })),
    async (req, input) => {
      await namedRows(db, forwardRules, [input.id], await ruleScope(req), 'files.ruleNotFound');
      await check(req, input);
      await db
        .update(forwardRules)
        .set({ ...stored(input), updatedAt: new Date() })
        .where(eq(forwardRules.id, input.id));
      return one(input.id);
    },
  );

  route(
    api,
    forwardRulesApi.remove,
    logged('files', 'delete', described('deleteForwardRules', { ids: 'ids' })),
    async (req, { ids }) => {
      const found = await namedRows(db, forwardRules, ids, await ruleScope(req), 'files.ruleNotFound');
      await db.delete(forwardRules).where(inArray(forwardRules.id, ids));
      return { deleted: found.length };
    },
  );

  route(api, forwardRulesApi.history, async (req, q) => {
    await namedRows(db, forwardRules, [q.ruleId], await ruleScope(req), 'files.ruleNotFound');
    return tablePage(
      db,
      q,
      forwardHistory,
      eq(forwardHistory.ruleId, q.ruleId),
      [desc(forwardHistory.at), desc(forwardHistory.id)],
      (h): ForwardHistoryRow => ({
        id: h.id,
        ruleId: h.ruleId,
        ruleName: h.ruleName,
        fileId: h.fileId,
        fileName: h.fileName,
        receiver: h.receiver,
        receiverKind: h.receiverKind as ForwardHistoryRow['receiverKind'],
        result: h.result as ForwardHistoryRow['result'],
        reason: h.reason,
        at: h.at.toISOString(),
      }),
    );
  });
}
