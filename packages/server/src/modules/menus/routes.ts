import { IDENTITIES, type IdentityId, ok, rowIdParam, type UserMenuResponse } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../platform/http/validate';
import { setCurrentIdentity } from '../auth/sessions';
import { platformLicenceType } from '../licences/summary';
import { grantedKeys, identitiesOf, roleOf } from '../roles/grants';
import { users } from '../users/schema';
import { buttonsOf, DEFAULT_LANDING, IDENTITY_MENU_NAMES, IDENTITY_NAMES, menuTree } from './catalogue';

const userMenuSchema = z.object({
  idenMenuId: z.coerce
    .number()
    .int()
    .refine((n) => IDENTITIES.includes(n as IdentityId))
    .optional()
    .nullable(),
});
const userButtonSchema = z.object({ menuId: rowIdParam });

/** Menus and buttons of the caller's identity (console-core.md §6, §7). */
export async function menuRoutes(api: FastifyInstance): Promise<void> {
  api.post(
    '/sauth/menu/usermenu',
    { config: { permission: 'session', duringPasswordChange: true } },
    async (req) => {
      const { idenMenuId } = parse(userMenuSchema, req.body, req.lang);
      const s = req.requireSession();
      const db = api.database.db;
      const idenList = await identitiesOf(db, s.userId);
      // Switching identity: only to one the user holds; the session remembers it.
      let curIden = s.curIden;
      if (idenMenuId && idenList.includes(idenMenuId as IdentityId) && idenMenuId !== curIden) {
        curIden = idenMenuId as IdentityId;
        await setCurrentIdentity(db, s.tokenHash, curIden);
        s.curIden = curIden;
      }
      const [user] = await db.select().from(users).where(eq(users.id, s.userId));
      const granted = await grantedKeys(db, s.userId, curIden);
      const role = await roleOf(db, s.userId, curIden);
      const result: UserMenuResponse = {
        user: {
          id: s.userId,
          userName: user?.realName ?? '',
          userAlias: user?.account ?? '',
          alias: user?.alias ?? '',
          isNeedModifyPwd: user?.isNeedModifyPwd ? 1 : 0,
        },
        platformType: api.config.platformType,
        licenseType: await platformLicenceType(db),
        idenList: idenList.map((id) => ({ id, name: IDENTITY_NAMES[id], menuName: IDENTITY_MENU_NAMES[id] })),
        curIden,
        role: role && { ...role, defaultLanding: role.defaultLanding || DEFAULT_LANDING[curIden] },
        mainMenu: { id: curIden, title: IDENTITY_MENU_NAMES[curIden], path: DEFAULT_LANDING[curIden] },
        menuList: menuTree(curIden, granted),
      };
      return ok(result);
    },
  );

  api.post('/sauth/menu/userbutton', { config: { permission: 'session' } }, async (req) => {
    const { menuId } = parse(userButtonSchema, req.body, req.lang);
    return ok({ buttonList: buttonsOf(menuId, await req.grants()) });
  });
}
