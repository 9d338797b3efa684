import {
  type Bilingual,
  Code,
  MAX_RECORDS,
  type UserRow,
  type UserStatus,
  userAdd,
  usersApi,
} from '@rpa/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../../platform/crypto/password';
import { within } from '../../platform/db/conditions';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { sendWorkbook } from '../../platform/xlsx';
import { dateColumn, defineExport, defineImport, labelColumn } from '../../platform/xlsx/define';
import { departmentColumn, departments } from '../departments';
import { logged } from '../oplog';
import { roleNameIn, roles, rolesInScope } from '../roles';
import { getPolicy } from '../security';
import { assertPasswordAllowed } from './password';
import { userConditions, userRows } from './query';
import { userRoles, users } from './schema';

const USER_STATUS_LABELS: Record<UserStatus, Bilingual> = {
  normal: { zh_CN: '正常', en_US: 'Normal' },
  locked: { zh_CN: '锁定', en_US: 'Locked' },
};

/** The columns the user list and the import template share, last in both. */
const CONTACT_COLUMNS = [
  { header: { zh_CN: '邮箱', en_US: 'Email' }, key: 'email', width: 24 },
  { header: { zh_CN: '电话', en_US: 'Phone' }, key: 'phone', width: 18 },
  { header: { zh_CN: '描述', en_US: 'Description' }, key: 'description', width: 30 },
];

/** The user list as a file. */
const userExport = defineExport<UserRow>({ zh_CN: '用户', en_US: 'Users' }, [
  { header: { zh_CN: '账号', en_US: 'Account' }, key: 'account', width: 18 },
  { header: { zh_CN: '真实姓名', en_US: 'Real name' }, key: 'realName', width: 16 },
  departmentColumn(),
  {
    header: { zh_CN: '角色', en_US: 'Roles' },
    key: 'roles',
    width: 28,
    value: (r, l) => r.roles.map((x) => roleNameIn(l, x)).join(', '),
  },
  labelColumn({ zh_CN: '状态', en_US: 'Status' }, 'status', 10, USER_STATUS_LABELS),
  ...CONTACT_COLUMNS,
  dateColumn({ zh_CN: '最后登录', en_US: 'Last sign-in' }, 'lastLoginAt'),
]);

/** What the template's second sheet says, line by line. */
const TEMPLATE_NOTES: Bilingual[] = [
  {
    zh_CN: '带 * 的列必填；从第 2 行开始填写，每行一个用户，最多 1000 行。',
    en_US: 'Columns with * are required; one user per row from row 2, at most 1000 rows.',
  },
  {
    zh_CN: '账号以字母开头，只能包含字母、数字和 @ _ - .，3-50 位，不能重复。',
    en_US:
      'Accounts start with a letter and use letters, digits and @ _ - . (3-50 characters); each must be new.',
  },
  {
    zh_CN: '初始密码须符合安全设置中的密码规则；导入的用户首次登录时须修改密码。',
    en_US:
      'Initial passwords must meet the password rule; imported users change them at their first sign-in.',
  },
  {
    zh_CN: '部门编码为部门管理中的 2-5 位数字编码；角色填写角色名称，每种身份最多一个。',
    en_US:
      'The department code is the 2-5 digit code under Departments; roles are role names, at most one per identity.',
  },
  {
    zh_CN: '有错误的行不会导入，并在导入结果中列出原因；其余行照常导入。',
    en_US: 'Rows with errors are not imported and are listed with the reason; the other rows are imported.',
  },
];

/**
 * Users from a workbook made from the template: each row follows the add
 * form's rules; password, department and roles are checked against the
 * policy and the caller's scope; all good rows are written or none.
 */
const userImport = defineImport({
  sheet: { zh_CN: '用户导入', en_US: 'User import' },
  columns: [
    { header: { zh_CN: '账号*', en_US: 'Account*' }, key: 'account', width: 18 },
    { header: { zh_CN: '真实姓名*', en_US: 'Real name*' }, key: 'realName', width: 16 },
    { header: { zh_CN: '初始密码*', en_US: 'Initial password*' }, key: 'password', width: 18 },
    { header: { zh_CN: '部门编码*', en_US: 'Department code*' }, key: 'departmentCode', width: 16 },
    {
      header: { zh_CN: '角色*（多个用逗号分隔）', en_US: 'Roles* (comma-separated)' },
      key: 'roles',
      width: 28,
    },
    ...CONTACT_COLUMNS,
  ],
  row: userAdd
    .pick({ account: true, realName: true, email: true, phone: true, description: true })
    .extend({ password: z.string(), departmentCode: z.string().trim(), roles: z.string() }),
  nameOf: (cells) => cells.account ?? '',
  async apply(req, rows, fail) {
    const db = req.server.database.db;
    const lang = req.lang;
    const scope = await req.managedDepartments();
    const policy = await getPolicy(db);
    const deptByCode = new Map(
      (
        await db
          .select({ id: departments.id, code: departments.code })
          .from(departments)
          .where(within(departments.id, scope))
      ).map((d) => [d.code, d.id]),
    );
    // Only roles the caller may hand out; others read as unknown names.
    const roleByName = new Map(
      (await db.select().from(roles).where(rolesInScope(db, scope))).map((r) => [
        r.name.toLowerCase(),
        { id: r.id, identity: r.identity },
      ]),
    );
    const wanted = rows.map((r) => r.value.account.toLowerCase());
    const taken = new Set(
      (
        await db
          .select({ account: sql<string>`lower(${users.account})` })
          .from(users)
          .where(inArray(sql`lower(${users.account})`, wanted.length ? wanted : ['']))
      ).map((u) => u.account),
    );

    const good: Array<{ fields: typeof users.$inferInsert; password: string; roleIds: number[] }> = [];
    const seen = new Map<string, number>();
    for (const { row, value } of rows) {
      const { password, departmentCode, roles: roleNames, ...v } = value;
      const key = v.account.toLowerCase();
      try {
        const first = seen.get(key);
        if (first) throw new AppError(Code.BAD_REQUEST, 'import.duplicateInFile', { row: first });
        seen.set(key, row);
        if (taken.has(key)) throw new AppError(Code.CONFLICT, 'users.accountTaken', { account: v.account });
        if (!password) throw new AppError(Code.BAD_REQUEST, 'import.passwordRequired');
        assertPasswordAllowed(policy, password, lang, v.account);
        const departmentId = deptByCode.get(departmentCode);
        if (!departmentId) throw new AppError(Code.BAD_REQUEST, 'users.departmentOutOfScope');
        const names = roleNames
          .split(/[,，;；]/)
          .map((n) => n.trim())
          .filter(Boolean);
        if (names.length === 0) throw new AppError(Code.BAD_REQUEST, 'users.roleRequired');
        const picked = names.map((n) => {
          const role = roleByName.get(n.toLowerCase());
          if (!role) throw new AppError(Code.BAD_REQUEST, 'users.roleUnknown', { name: n });
          return role;
        });
        if (new Set(picked.map((p) => p.identity)).size !== picked.length) {
          throw new AppError(Code.BAD_REQUEST, 'users.oneRolePerIdentity');
        }
        good.push({
          fields: { ...v, departmentId, passwordHash: '', isNeedModifyPwd: true },
          password,
          roleIds: picked.map((p) => p.id),
        });
      } catch (err) {
        fail(row, v.account, err);
      }
    }

    // All good rows or none: a failure here leaves no user half-written.
    for (const g of good) g.fields.passwordHash = await hashPassword(g.password);
    await db.transaction(async (tx) => {
      for (const g of good) {
        const [created] = await tx.insert(users).values(g.fields).returning({ id: users.id });
        if (!created) throw new Error('user insert failed');
        await tx.insert(userRoles).values(g.roleIds.map((roleId) => ({ userId: created.id, roleId })));
      }
    });
    return good.length;
  },
});

/** Export of the user list, the import template and the import (console-administration.md §8). */
export async function userTransferRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  route(api, usersApi.export, logged('users', 'export'), async (req, q, reply) =>
    userExport.send(
      reply,
      req.lang,
      await userRows(db, userConditions(q, await req.managedDepartments()), MAX_RECORDS),
    ),
  );

  route(api, usersApi.template, async (req, _input, reply) => {
    const book = await userImport.template(req.lang);
    const notes = book.addWorksheet(req.lang === 'zh_CN' ? '说明' : 'Notes');
    notes.getColumn(1).width = 100;
    for (const line of TEMPLATE_NOTES) notes.addRow([line[req.lang]]);
    return sendWorkbook(reply, book, 'user-import-template.xlsx');
  });

  route(api, usersApi.import, logged('users', 'import'), (req) => userImport.run(req));
}
