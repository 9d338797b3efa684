import { createReadStream } from 'node:fs';
import {
  Code,
  type RobotRunStateValue,
  UPGRADE_LIMITS,
  type UpgradeFleetRow,
  type UpgradePackageRow,
  type UpgradeResultRow,
  type UpgradeResultState,
  type UpgradeRobotRow,
  type UpgradeTarget,
  type UpgradeTaskRow,
  upgradesApi,
} from '@rpa/contracts';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerRobot } from '../../gateway';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { receiveFile } from '../processes';
import { inScope, robots } from '../robots';
import { type CheckedPackage, checkUpgradePackage } from './package';
import { upgradePackages, upgradeTargets, upgradeTasks } from './schema';

const MAX_BYTES = UPGRADE_LIMITS.PACKAGE_MAX_MB * 1024 * 1024;
const shaParam = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** A robot is online while a node holds it. */
const online = sql<boolean>`${robots.runState} <> 'offline'`;

/** What both robot lists show of a robot, with its department's name. */
const robotColumns = {
  id: robots.id,
  robotsNo: robots.robotsNo,
  alias: robots.alias,
  departmentId: robots.departmentId,
  departmentName: departments.name,
  agentVersion: robots.agentVersion,
  online,
};

/** Bound robots of the caller's departments, matched by part of their number or alias, and `more`. */
function robotsMatching(
  scope: Parameters<typeof inScope>[0],
  keyword: string | undefined,
  ...more: Array<SQL | undefined>
) {
  const like = keyword ? `%${escapeLike(keyword)}%` : null;
  return and(
    inScope(scope),
    eq(robots.bound, true),
    like ? or(ilike(robots.robotsNo, like), ilike(robots.alias, like)) : undefined,
    ...more,
  );
}

/**
 * Upgrade management (console-administration.md §2-§5; menu 1306): robot
 * upgrade packages, checked before they are stored, and upgrade tasks with
 * each target robot's result. Packages and tasks are the installation's;
 * the robots a task targets are those of the departments its maker manages.
 */
export async function upgradeRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const offers = api.upgradeOffers;

  async function packageRows(
    where: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<UpgradePackageRow[]> {
    const rows = await db
      .select()
      .from(upgradePackages)
      .where(where)
      .orderBy(desc(upgradePackages.createdAt), desc(upgradePackages.id))
      .limit(limit)
      .offset(offset);
    const using = rows.length
      ? await db
          .select({ id: upgradeTasks.id, name: upgradeTasks.name, packageId: upgradeTasks.packageId })
          .from(upgradeTasks)
          .where(
            inArray(
              upgradeTasks.packageId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(upgradeTasks.id))
      : [];
    return rows.map((p) => ({
      id: p.id,
      name: p.name,
      version: p.version,
      description: p.description,
      remarks: p.remarks,
      fileSize: p.fileSize,
      sha256: p.sha256,
      createdBy: p.createdBy,
      createdAt: p.createdAt.toISOString(),
      tasks: using.filter((t) => t.packageId === p.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  async function onePackage(id: number): Promise<UpgradePackageRow> {
    const [row] = await packageRows(eq(upgradePackages.id, id), 1, 0);
    if (!row) throw new AppError(Code.BAD_REQUEST, 'upgrades.packageNotFound');
    return row;
  }

  const counts = {
    targeted: sql<number>`(select count(*)::int from ${upgradeTargets} where ${upgradeTargets.taskId} = ${upgradeTasks.id})`,
    upgraded: sql<number>`(select count(*)::int from ${upgradeTargets} where ${upgradeTargets.taskId} = ${upgradeTasks.id} and ${upgradeTargets.state} = 'applied')`,
    failed: sql<number>`(select count(*)::int from ${upgradeTargets} where ${upgradeTargets.taskId} = ${upgradeTasks.id} and ${upgradeTargets.state} = 'failed')`,
  };

  async function taskRows(where: SQL | undefined, limit: number, offset: number): Promise<UpgradeTaskRow[]> {
    const rows = await db
      .select({
        t: upgradeTasks,
        packageName: upgradePackages.name,
        version: upgradePackages.version,
        ...counts,
      })
      .from(upgradeTasks)
      .innerJoin(upgradePackages, eq(upgradePackages.id, upgradeTasks.packageId))
      .where(where)
      .orderBy(desc(upgradeTasks.createdAt), desc(upgradeTasks.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ t, packageName, version, targeted, upgraded, failed }) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      packageId: t.packageId,
      packageName,
      version,
      enabled: t.enabled,
      status: !t.enabled ? 'disabled' : t.completedAt ? 'completed' : t.pausedAt ? 'paused' : 'running',
      target: t.target as UpgradeTarget,
      targeted,
      upgraded,
      failed,
      prompt: t.prompt,
      firstWavePercent: t.firstWavePercent,
      pauseAbovePercent: t.pauseAbovePercent,
      createdBy: t.createdBy,
      createdAt: t.createdAt.toISOString(),
      completedAt: t.completedAt?.toISOString() ?? '',
    }));
  }

  async function oneTask(id: number): Promise<UpgradeTaskRow> {
    const [row] = await taskRows(eq(upgradeTasks.id, id), 1, 0);
    if (!row) throw new AppError(Code.BAD_REQUEST, 'upgrades.taskNotFound');
    return row;
  }

  const receive = <T>(req: Parameters<typeof receiveFile>[0], use: (file: string) => Promise<T>) =>
    receiveFile(
      req,
      MAX_BYTES,
      {
        missing: 'upgrades.noFile',
        tooLarge: ['upgrades.packageTooLarge', { max: UPGRADE_LIMITS.PACKAGE_MAX_MB }],
      },
      use,
    );
  const checkResult = (c: CheckedPackage) => ({
    version: c.manifest.version,
    description: c.manifest.description,
    fileSize: c.fileSize,
    sha256: c.sha256,
  });

  route(api, upgradesApi.packages, async (_req, q) => {
    const where = q.name ? ilike(upgradePackages.name, `%${escapeLike(q.name)}%`) : undefined;
    return listPage(db, q, matchingRows(db, upgradePackages, where), (size, offset) =>
      packageRows(where, size, offset),
    );
  });

  route(api, upgradesApi.packageDetail, async (_req, { id }) => onePackage(id));

  route(api, upgradesApi.checkPackage, async (req) =>
    receive(req, async (file) => checkResult(await checkUpgradePackage(file))),
  );

  route(
    api,
    upgradesApi.addPackage,
    logged('upgrades', 'create', described('addUpgradePackage', { name: 'name' })),
    async (req) => {
      // An upload's text fields come in the query, checked before any byte is read.
      const fields = parse(upgradesApi.addPackage.input, req.query, req.lang);
      await nameFree(upgradePackages, upgradePackages.name, fields.name, 'upgrades.packageNameTaken');
      const id = await receive(req, async (file) => {
        const checked = await checkUpgradePackage(file);
        const stored = await api.files.put(createReadStream(file));
        const [row] = await db
          .insert(upgradePackages)
          .values({
            name: fields.name,
            version: checked.manifest.version,
            description: checked.manifest.description,
            remarks: fields.remarks,
            fileSize: checked.fileSize,
            sha256: stored.sha256,
            createdBy: req.requireSession().account,
          })
          .onConflictDoNothing()
          .returning({ id: upgradePackages.id });
        if (!row) throw new AppError(Code.CONFLICT, 'upgrades.packageNameTaken');
        return row.id;
      });
      return onePackage(id);
    },
  );

  route(
    api,
    upgradesApi.removePackage,
    logged('upgrades', 'delete', described('deleteUpgradePackage', { id: 'id' })),
    async (_req, { id }) => {
      const p = await onePackage(id);
      const [user] = p.tasks;
      if (user) throw new AppError(Code.CONFLICT, 'upgrades.packageInUse', { name: user.name });
      await db.delete(upgradePackages).where(eq(upgradePackages.id, id));
      await api.files.delete(p.sha256);
      return null;
    },
  );

  route(api, upgradesApi.tasks, async (_req, q) => {
    const where = and(
      q.name ? ilike(upgradeTasks.name, `%${escapeLike(q.name)}%`) : undefined,
      q.status === 'disabled' ? eq(upgradeTasks.enabled, false) : undefined,
      q.status === 'running'
        ? and(eq(upgradeTasks.enabled, true), isNull(upgradeTasks.completedAt), isNull(upgradeTasks.pausedAt))
        : undefined,
      q.status === 'paused'
        ? and(
            eq(upgradeTasks.enabled, true),
            isNull(upgradeTasks.completedAt),
            isNotNull(upgradeTasks.pausedAt),
          )
        : undefined,
      q.status === 'completed'
        ? and(eq(upgradeTasks.enabled, true), isNotNull(upgradeTasks.completedAt))
        : undefined,
    );
    return listPage(db, q, matchingRows(db, upgradeTasks, where), (size, offset) =>
      taskRows(where, size, offset),
    );
  });

  route(api, upgradesApi.taskDetail, async (_req, { id }) => oneTask(id));

  route(api, upgradesApi.results, async (_req, q) => {
    await oneTask(q.id);
    const where = and(
      eq(upgradeTargets.taskId, q.id),
      q.state ? eq(upgradeTargets.state, q.state) : undefined,
    );
    return listPage(db, q, matchingRows(db, upgradeTargets, where), async (size, offset) => {
      const rows = await db
        .select({
          r: upgradeTargets,
          robotsNo: robots.robotsNo,
          alias: robots.alias,
          agentVersion: robots.agentVersion,
          departmentName: departments.name,
          online,
        })
        .from(upgradeTargets)
        .innerJoin(robots, eq(robots.id, upgradeTargets.robotId))
        .innerJoin(departments, eq(departments.id, robots.departmentId))
        .where(where)
        .orderBy(asc(robots.robotsNo))
        .limit(size)
        .offset(offset);
      return rows.map(
        (x): UpgradeResultRow => ({
          robotId: x.r.robotId,
          robotsNo: x.robotsNo,
          alias: x.alias,
          departmentName: x.departmentName,
          state: x.r.state as UpgradeResultState,
          reason: x.r.reason,
          fromVersion: x.r.fromVersion,
          agentVersion: x.agentVersion,
          online: x.online,
          updatedAt: x.r.updatedAt.toISOString(),
        }),
      );
    });
  });

  route(api, upgradesApi.fleet, async (req, q) => {
    const latestState = sql`(select ${upgradeTargets.state} from ${upgradeTargets} where ${upgradeTargets.robotId} = ${robots.id} order by ${upgradeTargets.updatedAt} desc, ${upgradeTargets.taskId} desc limit 1)`;
    const where = robotsMatching(
      await req.managedDepartments(),
      q.keyword,
      q.state ? sql`${latestState} = ${q.state}` : undefined,
    );
    return listPage(db, q, matchingRows(db, robots, where), async (size, offset) => {
      const page = await db
        .select({ ...robotColumns, runState: robots.runState })
        .from(robots)
        .innerJoin(departments, eq(departments.id, robots.departmentId))
        .where(where)
        .orderBy(sql`${robots.runState} = 'upgrading' desc`, asc(robots.robotsNo))
        .limit(size)
        .offset(offset);
      const latest = page.length
        ? await db
            .selectDistinctOn([upgradeTargets.robotId], {
              robotId: upgradeTargets.robotId,
              taskId: upgradeTargets.taskId,
              taskName: upgradeTasks.name,
              version: upgradePackages.version,
              state: upgradeTargets.state,
              reason: upgradeTargets.reason,
              updatedAt: upgradeTargets.updatedAt,
            })
            .from(upgradeTargets)
            .innerJoin(upgradeTasks, eq(upgradeTasks.id, upgradeTargets.taskId))
            .innerJoin(upgradePackages, eq(upgradePackages.id, upgradeTasks.packageId))
            .where(
              inArray(
                upgradeTargets.robotId,
                page.map((r) => r.id),
              ),
            )
            .orderBy(upgradeTargets.robotId, desc(upgradeTargets.updatedAt), desc(upgradeTargets.taskId))
        : [];
      return page.map((r): UpgradeFleetRow => {
        const l = latest.find((x) => x.robotId === r.id);
        return {
          ...r,
          runState: r.runState as RobotRunStateValue,
          latest: l
            ? {
                taskId: l.taskId,
                taskName: l.taskName,
                version: l.version,
                state: l.state as UpgradeResultState,
                reason: l.reason,
                updatedAt: l.updatedAt.toISOString(),
              }
            : null,
        };
      });
    });
  });

  route(api, upgradesApi.robots, async (req, q) => {
    const [dept] = q.departmentId
      ? await db
          .select({ path: departments.path })
          .from(departments)
          .where(eq(departments.id, q.departmentId))
      : [];
    const where = robotsMatching(
      await req.managedDepartments(),
      q.keyword,
      q.departmentId ? sql`${departments.path} like ${dept?.path ?? '\u0000'} || '%'` : undefined,
    );
    const matching = db
      .select({ id: robots.id })
      .from(robots)
      .innerJoin(departments, eq(departments.id, robots.departmentId))
      .where(where)
      .$dynamic();
    return listPage(db, q, matching, async (size, offset) => {
      const rows = await db
        .select(robotColumns)
        .from(robots)
        .innerJoin(departments, eq(departments.id, robots.departmentId))
        .where(where)
        .orderBy(asc(robots.robotsNo))
        .limit(size)
        .offset(offset);
      return rows satisfies UpgradeRobotRow[];
    });
  });

  async function nameFree(
    table: typeof upgradePackages | typeof upgradeTasks,
    column: typeof upgradePackages.name | typeof upgradeTasks.name,
    name: string,
    key: 'upgrades.packageNameTaken' | 'upgrades.taskNameTaken',
  ): Promise<void> {
    const [taken] = await db
      .select({ one: sql`1` })
      .from(table)
      .where(sql`lower(${column}) = lower(${name})`);
    if (taken) throw new AppError(Code.CONFLICT, key);
  }

  route(
    api,
    upgradesApi.addTask,
    logged('upgrades', 'create', described('addUpgradeTask', { name: 'name' })),
    async (req, input) => {
      const scope = await req.managedDepartments();
      const s = req.requireSession();
      await nameFree(upgradeTasks, upgradeTasks.name, input.name, 'upgrades.taskNameTaken');
      const packageId = input.packageId ?? 0;
      await onePackage(packageId);
      const targets = await db
        .select({ id: robots.id, agentVersion: robots.agentVersion })
        .from(robots)
        .where(
          and(
            inScope(scope),
            eq(robots.bound, true),
            input.target === 'designated' ? inArray(robots.id, input.robotIds) : undefined,
          ),
        );
      if (input.target === 'designated' && targets.length !== input.robotIds.length)
        throw new AppError(Code.BAD_REQUEST, 'upgrades.robotOutOfScope');
      if (targets.length === 0) throw new AppError(Code.BAD_REQUEST, 'upgrades.noRobots');
      const id = await db.transaction(async (tx) => {
        const [task] = await tx
          .insert(upgradeTasks)
          .values({
            name: input.name,
            description: input.description,
            packageId,
            enabled: input.enabled,
            target: input.target,
            prompt: input.prompt,
            firstWavePercent: input.firstWavePercent,
            pauseAbovePercent: input.pauseAbovePercent ?? null,
            createdById: s.userId,
            createdBy: s.account,
          })
          .onConflictDoNothing()
          .returning({ id: upgradeTasks.id });
        if (!task) throw new AppError(Code.CONFLICT, 'upgrades.taskNameTaken');
        await tx
          .insert(upgradeTargets)
          .values(targets.map((r) => ({ taskId: task.id, robotId: r.id, fromVersion: r.agentVersion })));
        return task.id;
      });
      offers.kick();
      return oneTask(id);
    },
  );

  route(
    api,
    upgradesApi.enableTask,
    logged('upgrades', 'modify', described('enableUpgradeTask', { id: 'id' })),
    async (_req, { id, enabled }) => {
      await oneTask(id);
      // Enabling resumes a task its failures paused.
      await db
        .update(upgradeTasks)
        .set(enabled ? { enabled, pausedAt: null } : { enabled })
        .where(eq(upgradeTasks.id, id));
      if (enabled) offers.kick();
      return oneTask(id);
    },
  );

  route(
    api,
    upgradesApi.removeTask,
    logged('upgrades', 'delete', described('deleteUpgradeTask', { id: 'id' })),
    async (_req, { id }) => {
      await oneTask(id);
      await db.delete(upgradeTasks).where(eq(upgradeTasks.id, id));
      return null;
    },
  );

  route(api, upgradesApi.robotPackage, async (req, _input, reply) => {
    const robot = await bearerRobot(db, req);
    const { sha256 } = parse(shaParam, req.params, req.lang);
    // Only a package the robot was offered, while its upgrade is under way.
    const [found] = await db
      .select({ size: upgradePackages.fileSize })
      .from(upgradeTargets)
      .innerJoin(upgradeTasks, eq(upgradeTasks.id, upgradeTargets.taskId))
      .innerJoin(upgradePackages, eq(upgradePackages.id, upgradeTasks.packageId))
      .where(
        and(
          eq(upgradeTargets.robotId, robot.id),
          eq(upgradePackages.sha256, sha256),
          inArray(upgradeTargets.state, ['downloading', 'waiting']),
        ),
      )
      .limit(1);
    if (!found) throw new AppError(Code.FORBIDDEN, 'gateway.packageNotAllowed');
    return reply
      .type('application/zip')
      .header('content-length', found.size)
      .send(await api.files.get(sha256));
  });
}
