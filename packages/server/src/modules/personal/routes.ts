import {
  type AdAndData,
  ALERT_TYPES,
  ALIAS_MAX,
  ALIAS_PATTERN,
  type AlertType,
  Code,
  nameText,
  ok,
  type PersonalInfo,
  PHONE_PATTERN,
  REAL_NAME_MAX,
  REAL_NAME_MIN,
} from '@rpa/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { departments } from '../departments/schema';
import { users } from '../users/schema';

const alertTypes = Object.keys(ALERT_TYPES) as [AlertType, ...AlertType[]];

const basicSchema = z.object({
  realName: nameText({ min: REAL_NAME_MIN, max: REAL_NAME_MAX, lengthKey: 'users.realNameLength' }),
  alias: z.string().trim().max(ALIAS_MAX).regex(ALIAS_PATTERN, 'personal.aliasInvalid').default(''),
  // Both are required in the personal centre (console-core.md §4): mail and alerts go there.
  email: z.string({ error: 'personal.emailInvalid' }).trim().pipe(z.email('personal.emailInvalid').max(100)),
  phone: z.string({ error: 'personal.phoneInvalid' }).trim().regex(PHONE_PATTERN, 'personal.phoneInvalid'),
});
const alertConfSchema = z.object({
  receiveEmail: z.boolean(),
  alertCategories: z.array(z.enum(alertTypes)).max(alertTypes.length),
  licExc: z.boolean().optional(),
});
const licExcSchema = z.object({ licExc: z.boolean() });

/**
 * The personal centre (console-core.md §3, §5, §7): basic settings,
 * notification settings and the data the caller may see; each user changes
 * only their own.
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

  api.post('/sys/personal/info', { config: { permission: 'session' } }, async (req) =>
    ok(await info(req.requireSession().userId)),
  );

  api.post(
    '/sys/personal/save',
    {
      config: {
        permission: 'session',
        oplog: { module: 'personal', action: 'modify', describe: () => ({ key: 'personalBasic' }) },
      },
    },
    async (req) => {
      const input = parse(basicSchema, req.body, req.lang);
      const userId = req.requireSession().userId;
      await db.update(users).set(input).where(eq(users.id, userId));
      return ok(await info(userId));
    },
  );

  api.post('/sys/personal/alertType', { config: { permission: 'session' } }, async (req) =>
    ok(alertTypes.map((type) => ({ type, name: ALERT_TYPES[type][req.lang] }))),
  );

  api.post(
    '/sys/personal/alertConf',
    {
      config: {
        permission: 'session',
        oplog: { module: 'personal', action: 'modify', describe: () => ({ key: 'personalNotifications' }) },
      },
    },
    async (req) => {
      const input = parse(alertConfSchema, req.body, req.lang);
      const userId = req.requireSession().userId;
      if (input.receiveEmail) {
        const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
        if (!u?.email) throw new AppError(Code.BAD_REQUEST, 'personal.emailNeeded');
      }
      await db
        .update(users)
        .set({ ...input, alertCategories: [...new Set(input.alertCategories)] })
        .where(eq(users.id, userId));
      return ok(await info(userId));
    },
  );

  api.post(
    '/sys/personal/licExc',
    {
      config: {
        permission: 'session',
        oplog: { module: 'personal', action: 'modify', describe: () => ({ key: 'personalLicExc' }) },
      },
    },
    async (req) => {
      const { licExc } = parse(licExcSchema, req.body, req.lang);
      const userId = req.requireSession().userId;
      await db.update(users).set({ licExc }).where(eq(users.id, userId));
      return ok(await info(userId));
    },
  );

  api.get('/sys/personal/adAndData', { config: { permission: 'session' } }, async (req) => {
    const ids = await req.managedDepartments();
    const rows = ids.length
      ? await db
          .select({ id: departments.id, name: departments.name, path: departments.path })
          .from(departments)
          .where(inArray(departments.id, ids))
          .orderBy(asc(departments.path))
      : [];
    const result: AdAndData = { departments: rows };
    return ok(result);
  });
}
