import { type IdentityId, menusApi } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { setCurrentIdentity } from '../auth';
import { platformLicenceType } from '../licences';
import { grantedKeys, identitiesOf, roleOf } from '../roles';
import { users } from '../users';
import { buttonsOf, DEFAULT_LANDING, IDENTITY_MENU_NAMES, IDENTITY_NAMES, menuTree } from './catalogue';

/** Menus and buttons of the caller's identity (console-core.md §6, §7). */
export async function menuRoutes(api: FastifyInstance): Promise<void> {
  route(api, menusApi.userMenu, { duringPasswordChange: true }, async (req, { idenMenuId }) => {
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
    return {
      user: {
        id: s.userId,
        userName: user?.realName ?? '',
        userAlias: user?.account ?? '',
        alias: user?.alias ?? '',
        isNeedModifyPwd: user?.isNeedModifyPwd ? (1 as const) : (0 as const),
      },
      platformType: api.config.platformType,
      licenseType: await platformLicenceType(db),
      idenList: idenList.map((id) => ({ id, name: IDENTITY_NAMES[id], menuName: IDENTITY_MENU_NAMES[id] })),
      curIden,
      role: role && { ...role, defaultLanding: role.defaultLanding || DEFAULT_LANDING[curIden] },
      mainMenu: { id: curIden, title: IDENTITY_MENU_NAMES[curIden], path: DEFAULT_LANDING[curIden] },
      menuList: menuTree(curIden, granted),
    };
  });

  route(api, menusApi.userButton, async (req, { menuId }) => ({
    buttonList: buttonsOf(menuId, await req.grants()),
  }));
}
