import { ok, PHONE_PATTERN, REAL_NAME_MAX, REAL_NAME_MIN } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../platform/http/validate';
import { departments } from '../departments/schema';
import { users } from '../users/schema';

const updateSchema = z.object({
  realName: z.string().trim().min(REAL_NAME_MIN).max(REAL_NAME_MAX),
  email: z.union([z.literal(''), z.email().max(100)]),
  phone: z.union([z.literal(''), z.string().regex(PHONE_PATTERN, 'personal.phoneInvalid')]),
});

/** The personal centre's basic settings (console-core.md §3): read, and update one's own. */
export async function personalRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function info(userId: number) {
    const [row] = await db
      .select({
        id: users.id,
        account: users.account,
        realName: users.realName,
        email: users.email,
        phone: users.phone,
        departmentName: departments.name,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .innerJoin(departments, eq(departments.id, users.departmentId))
      .where(eq(users.id, userId));
    return row ? { ...row, lastLoginAt: row.lastLoginAt?.toISOString() ?? null } : null;
  }

  api.post('/sys/personal/info', { config: { permission: 'session' } }, async (req) =>
    ok(await info(req.requireSession().userId)),
  );

  api.post(
    '/sys/personal/save',
    {
      config: {
        permission: 'session',
        oplog: { module: 'personal', action: 'modify', describe: () => 'basic settings' },
      },
    },
    async (req) => {
      const input = parse(updateSchema, req.body, req.lang);
      const userId = req.requireSession().userId;
      await db.update(users).set(input).where(eq(users.id, userId));
      return ok(await info(userId));
    },
  );
}
