import { z } from 'zod';
import { IDENTITIES, type IdentityId } from '../enums';
import { defineRoutes } from '../route';
import { bilingual, identityId } from '../schemas';
import { rowIdParam } from '../text';

/** Menus and buttons of the caller's identity (console-core.md §6, §7). */

export const userSummary = z.object({
  id: z.number().int(),
  /** Real name (the spec's session "realname" comes from it). */
  userName: z.string(),
  /** Account (the spec's session "username" comes from it). */
  userAlias: z.string(),
  /** Display alias from the personal centre; empty when none is set. */
  alias: z.string(),
  /** 1: the password must be changed before anything else works. */
  isNeedModifyPwd: z.union([z.literal(0), z.literal(1)]),
});
export type UserSummary = z.infer<typeof userSummary>;

/** A menu entry as POST /sauth/menu/usermenu returns it. */
export interface MenuEntry {
  id: number;
  parentId: number | null;
  path: string;
  /** Key of the console screen that renders it. */
  component: string;
  /** 1 for top-level entries. */
  level: number;
  icon: string;
  title: z.infer<typeof bilingual>;
  hidden: boolean;
  redirect: string;
  /** Not turned into a route (a group, or a link). */
  notRouted: boolean;
  /** Opens in a new browser tab. */
  newTab: boolean;
  /** Rendered without the shell. */
  layout: 'default' | 'blank';
  externalUrl: string;
  children: MenuEntry[];
}
export const menuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    path: z.string(),
    component: z.string(),
    level: z.number().int(),
    icon: z.string(),
    title: bilingual,
    hidden: z.boolean(),
    redirect: z.string(),
    notRouted: z.boolean(),
    newTab: z.boolean(),
    layout: z.enum(['default', 'blank']),
    externalUrl: z.string(),
    children: z.array(menuEntry),
  }),
);

export const userMenuResponse = z.object({
  user: userSummary,
  platformType: z.enum(['common', 'factory']),
  /** Licence type of the platform (formal or trial); null until a licence is imported. */
  licenseType: z.enum(['formal', 'trial']).nullable(),
  idenList: z.array(z.object({ id: identityId, name: bilingual, menuName: bilingual })),
  curIden: identityId,
  role: z.object({ id: z.number().int(), name: z.string(), defaultLanding: z.string() }).nullable(),
  /** The identity's root entry (its menu name is shown in factory mode). */
  mainMenu: z.object({ id: z.number().int(), title: bilingual, path: z.string() }),
  menuList: z.array(menuEntry),
});
export type UserMenuResponse = z.infer<typeof userMenuResponse>;

export const userButtonResponse = z.object({ buttonList: z.array(z.string()) });
export type UserButtonResponse = z.infer<typeof userButtonResponse>;

export const menusApi = defineRoutes('menus', {
  userMenu: {
    path: '/sauth/menu/usermenu',
    permission: 'session',
    summary:
      "The caller's identities, the current identity's menu tree and role; switches identity when given one the caller holds.",
    input: z.object({
      idenMenuId: z.coerce
        .number()
        .int()
        .refine((n) => IDENTITIES.includes(n as IdentityId))
        .optional()
        .nullable(),
    }),
    result: userMenuResponse,
  },
  userButton: {
    path: '/sauth/menu/userbutton',
    permission: 'session',
    summary: 'The buttons the current identity may use on a menu.',
    input: z.object({ menuId: rowIdParam }),
    result: userButtonResponse,
  },
});
