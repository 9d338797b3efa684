import { z } from 'zod';
import { defineRoutes } from '../route';
import { bilingual, createdId, idBody, identityId, idQuery, pagedList, timeText } from '../schemas';
import { nameText, plainText, rowId } from '../text';
import { DESCRIPTION_MAX, ROLE_NAME_MAX, ROLE_NAME_MIN } from '../users';

/** Roles (console-administration.md §2, §3, §5, §6): menu 1702, and the user form's role choice (1701). */

/** The fields a role form edits. */
export const roleFields = z.object({
  name: nameText({
    min: ROLE_NAME_MIN,
    max: ROLE_NAME_MAX,
    lengthKey: 'roles.nameLength',
    requiredKey: 'roles.nameRequired',
  }),
  description: plainText(DESCRIPTION_MAX, 'users.descriptionLength').default(''),
  defaultLanding: z.string({ error: 'roles.landingRequired' }).min(1, 'roles.landingRequired'),
  /** Menu ids ("1701") and button keys ("1701:add") granted. */
  permissions: z.array(z.string().max(40)).max(2000),
});

export const roleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  identity: identityId,
  description: z.string(),
  defaultLanding: z.string(),
  /** The landing page's menu title. */
  landingTitle: bilingual.nullable(),
  createdAt: timeText,
  userCount: z.number().int(),
});
export type RoleRow = z.infer<typeof roleRow>;

export const roleDetail = roleRow.extend({ permissions: z.array(z.string()) });
export type RoleDetail = z.infer<typeof roleDetail>;

/** A node of the role editor's permission tree: a menu (with sub-menus and buttons) or a button. */
export interface PermissionNode {
  /** A menu id ("1701") or a button key ("1701:add"). */
  key: string;
  kind: 'menu' | 'button';
  title: z.infer<typeof bilingual>;
  children: PermissionNode[];
}
export const permissionNode: z.ZodType<PermissionNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    kind: z.enum(['menu', 'button']),
    title: bilingual,
    children: z.array(permissionNode),
  }),
);

export const rolesApi = defineRoutes('roles', {
  list: pagedList({
    path: '/sauth/role/list',
    permission: '1702',
    summary: 'Roles in the departments the caller manages, by name and identity',
    filters: {
      name: z.string().trim().max(30).optional(),
      identity: identityId.optional(),
    },
    row: roleRow,
  }),
  options: {
    path: '/sauth/role/options',
    permission: '1701',
    summary: 'Roles the caller may hand out (and, editing a user, those the user holds)',
    input: z.object({ userId: z.coerce.number().int().positive().optional() }),
    result: z.array(z.object({ id: z.number().int(), name: z.string(), identity: identityId })),
  },
  menuTree: {
    path: '/sauth/role/menuTree',
    permission: '1702',
    summary: "An identity's menus and buttons to grant, and the pages a role may land on",
    input: z.object({ identity: identityId }),
    result: z.object({
      tree: z.array(permissionNode),
      landings: z.array(z.object({ menuId: z.number().int(), path: z.string(), title: bilingual })),
    }),
  },
  detail: {
    method: 'GET',
    path: '/sauth/role/detail',
    permission: '1702',
    summary: 'A role with its granted keys',
    input: idQuery,
    result: roleDetail,
  },
  add: {
    path: '/sauth/role/add',
    permission: '1702:add',
    summary: 'Creates a role of one identity',
    input: roleFields.extend({ identity: identityId }),
    result: createdId,
  },
  modify: {
    path: '/sauth/role/modify',
    permission: '1702:edit',
    summary: "Changes a role's name, description, landing page and grants (never its identity)",
    input: roleFields.extend({ id: rowId }),
    result: createdId,
  },
  remove: {
    path: '/sauth/role/del',
    permission: '1702:delete',
    summary: 'Deletes a role no user holds',
    input: idBody,
    result: z.null(),
  },
});
