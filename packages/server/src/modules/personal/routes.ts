import { ALERT_TYPES, type AlertType, Code, type PersonalInfo, personalApi } from '@rpa/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { directoryBinding } from '../ad-domain';
import { departments } from '../departments';
import { logged } from '../oplog';
import { users } from '../users';

/**
 * The personal centre (console-core.md §3, §5, §7): basic settings,
 * notification settings, the caller's AD domain binding and the data they
 * may see; each user changes only their own.
 */
export async function personalRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function info(userId: number): Promise<PersonalInfo | null> {
    const [row] = await db
      .select({
        id: users.id,
        account: users.account,
        realName: users.realName,
        alias: users.alias,
        email: users.email,
        phone: users.phone,
        departmentName: departments.name,
        lastLoginAt: users.lastLoginAt,
        receiveEmail: users.receiveEmail,
        alertCategories: users.alertCategories,
        licExc: users.licExc,
      })
      .from(users)
      .innerJoin(departments, eq(departments.id, users.departmentId))
      .where(eq(users.id, userId));
    if (!row) return null;
    return {
      ...row,
      alertCategories: row.alertCategories as AlertType[],
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    };
  }

  route(api, personalApi.info, (req) => info(req.requireSession().userId));

  /** The caller's own settings changed as `set` says, read back as the info call gives them. */
  async function saveOwn(userId: number, set: Partial<typeof users.$inferInsert>) {
    await db.update(users).set(set).where(eq(users.id, userId));
    return info(userId);
  }

  route(
    api,
    personalApi.save,
    logged('personal', 'modify', () => ({ key: 'personalBasic' })),
    async (req, input) => saveOwn(req.requireSession().userId, input),
  );

  route(api, personalApi.alertType, async (req) =>
    (Object.keys(ALERT_TYPES) as AlertType[]).map((type) => ({ type, name: ALERT_TYPES[type][req.lang] })),
  );

  route(
    api,
    personalApi.alertConf,
    logged('personal', 'modify', () => ({ key: 'personalNotifications' })),
    async (req, input) => {
      const userId = req.requireSession().userId;
      if (input.receiveEmail) {
        const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
        if (!u?.email) throw new AppError(Code.BAD_REQUEST, 'personal.emailNeeded');
      }
      return saveOwn(userId, { ...input, alertCategories: [...new Set(input.alertCategories)] });
    },
  );

  route(
    api,
    personalApi.licExc,
    logged('personal', 'modify', () => ({ key: 'personalLicExc' })),
    async (req, { licExc }) => saveOwn(req.requireSession().userId, { licExc }),
  );

  route(api, personalApi.adAndData, async (req) => {
    const ids = await req.managedDepartments();
    const rows = ids.length
      ? await db
          .select({ id: departments.id, name: departments.name, path: departments.path })
          .from(departments)
          .where(inArray(departments.id, ids))
          .orderBy(asc(departments.path))
      : [];
    return { ad: await directoryBinding(db, req.requireSession().userId), departments: rows };
  });
}
