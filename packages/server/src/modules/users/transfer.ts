import { Code, type ImportResult, type Lang, MAX_RECORDS, userAdd, usersApi } from '@rpa/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../platform/crypto/password';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { type Column, sendWorkbook, uploadedRows, workbook } from '../../platform/xlsx';
import { importReason } from '../../platform/xlsx/define';
import { departments } from '../departments';
import { roleNameIn, roles, rolesInScope } from '../roles';
import { getPolicy } from '../security';
import { assertPasswordAllowed } from './password';
import { userConditions, userRows } from './query';
import { userRoles, users } from './schema';

/** An import row follows the add form's rules; password, department and roles are checked apart. */
const rowSchema = userAdd.pick({
  account: true,
  realName: true,
  email: true,
  phone: true,
  description: true,
});

const bi = (lang: Lang, zh: string, en: string) => (lang === 'zh_CN' ? zh : en);

/** The import template's columns, in order; the import reads cells by position. */
const templateColumns = (lang: Lang): Column[] => [
  { header: bi(lang, '账号*', 'Account*'), key: 'account', width: 18 },
  { header: bi(lang, '真实姓名*', 'Real name*'), key: 'realName', width: 16 },
  { header: bi(lang, '初始密码*', 'Initial password*'), key: 'password', width: 18 },
  { header: bi(lang, '部门编码*', 'Department code*'), key: 'departmentCode', width: 16 },
  { header: bi(lang, '角色*（多个用逗号分隔）', 'Roles* (comma-separated)'), key: 'roles', width: 28 },
  { header: bi(lang, '邮箱', 'Email'), key: 'email', width: 24 },
  { header: bi(lang, '电话', 'Phone'), key: 'phone', width: 18 },
  { header: bi(lang, '描述', 'Description'), key: 'description', width: 30 },
];

/** Export of the user list, the import template and the import (console-administration.md §8). */
export async function userTransferRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  route(api, usersApi.export, { oplog: { module: 'users', action: 'export' } }, async (req, q, reply) => {
    const rows = await userRows(db, userConditions(q, await req.managedDepartments()), MAX_RECORDS);
    const l = req.lang;
    const book = await workbook(
      bi(l, '用户', 'Users'),
      [
        { header: bi(l, '账号', 'Account'), key: 'account', width: 18 },
        { header: bi(l, '真实姓名', 'Real name'), key: 'realName', width: 16 },
        { header: bi(l, '部门', 'Department'), key: 'departmentName', width: 20 },
        { header: bi(l, '角色', 'Roles'), key: 'roles', width: 28 },
        { header: bi(l, '状态', 'Status'), key: 'status', width: 10 },
        { header: bi(l, '邮箱', 'Email'), key: 'email', width: 24 },
        { header: bi(l, '电话', 'Phone'), key: 'phone', width: 18 },
        { header: bi(l, '描述', 'Description'), key: 'description', width: 30 },
        { header: bi(l, '最后登录', 'Last sign-in'), key: 'lastLoginAt', width: 22 },
      ],
      rows.map((r) => ({
        ...r,
        roles: r.roles.map((x) => roleNameIn(l, x)).join(', '),
        status: r.status === 'locked' ? bi(l, '锁定', 'Locked') : bi(l, '正常', 'Normal'),
        lastLoginAt: r.lastLoginAt ? new Date(r.lastLoginAt) : '',
      })),
    );
    return sendWorkbook(reply, book, `users-${Date.now()}.xlsx`);
  });

  route(api, usersApi.template, async (req, _input, reply) => {
    const book = await workbook(bi(req.lang, '用户导入', 'User import'), templateColumns(req.lang), []);
    const notes = book.addWorksheet(bi(req.lang, '说明', 'Notes'));
    notes.getColumn(1).width = 100;
    for (const line of [
      bi(
        req.lang,
        '带 * 的列必填；从第 2 行开始填写，每行一个用户，最多 1000 行。',
        'Columns with * are required; one user per row from row 2, at most 1000 rows.',
      ),
      bi(
        req.lang,
        '账号以字母开头，只能包含字母、数字和 @ _ - .，3-50 位，不能重复。',
        'Accounts start with a letter and use letters, digits and @ _ - . (3-50 characters); each must be new.',
      ),
      bi(
        req.lang,
        '初始密码须符合安全设置中的密码规则；导入的用户首次登录时须修改密码。',
        'Initial passwords must meet the password rule; imported users change them at their first sign-in.',
      ),
      bi(
        req.lang,
        '部门编码为部门管理中的 2-5 位数字编码；角色填写角色名称，每种身份最多一个。',
        'The department code is the 2-5 digit code under Departments; roles are role names, at most one per identity.',
      ),
      bi(
        req.lang,
        '有错误的行不会导入，并在导入结果中列出原因；其余行照常导入。',
        'Rows with errors are not imported and are listed with the reason; the other rows are imported.',
      ),
    ]) {
      notes.addRow([line]);
    }
    return sendWorkbook(reply, book, 'user-import-template.xlsx');
  });

  route(api, usersApi.import, { oplog: { module: 'users', action: 'import' } }, async (req) => {
    const lang = req.lang;
    const rows = await uploadedRows(req);
    const scope = await req.managedDepartments();
    const policy = await getPolicy(db);
    const deptByCode = new Map(
      (
        await db
          .select({ id: departments.id, code: departments.code })
          .from(departments)
          .where(inArray(departments.id, scope.length ? scope : [-1]))
      ).map((d) => [d.code, d.id]),
    );
    // Only roles the caller may hand out; others read as unknown names.
    const roleByName = new Map(
      (await db.select().from(roles).where(rolesInScope(db, scope))).map((r) => [
        r.name.toLowerCase(),
        { id: r.id, identity: r.identity },
      ]),
    );
    const wantedAccounts = rows.map((r) => (r.cells[0] ?? '').toLowerCase()).filter(Boolean);
    const taken = new Set(
      (
        await db
          .select({ account: sql<string>`lower(${users.account})` })
          .from(users)
          .where(inArray(sql`lower(${users.account})`, wantedAccounts.length ? wantedAccounts : ['']))
      ).map((u) => u.account),
    );

    const errors: ImportResult['errors'] = [];
    const good: Array<{ fields: typeof users.$inferInsert; password: string; roleIds: number[] }> = [];
    const seen = new Map<string, number>();
    for (const { row, cells } of rows) {
      const [acc = '', name = '', password = '', code = '', roleNames = '', mail = '', tel = '', desc = ''] =
        cells;
      try {
        const v = parse(
          rowSchema,
          { account: acc, realName: name, email: mail, phone: tel, description: desc },
          lang,
        );
        const key = v.account.toLowerCase();
        const first = seen.get(key);
        if (first) throw new AppError(Code.BAD_REQUEST, 'import.duplicateInFile', { row: first });
        if (taken.has(key)) throw new AppError(Code.CONFLICT, 'users.accountTaken', { account: v.account });
        if (!password) throw new AppError(Code.BAD_REQUEST, 'import.passwordRequired');
        assertPasswordAllowed(policy, password, lang, v.account);
        const departmentId = deptByCode.get(code);
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
        seen.set(key, row);
        good.push({
          fields: { ...v, departmentId, passwordHash: '', isNeedModifyPwd: true },
          password,
          roleIds: picked.map((p) => p.id),
        });
      } catch (err) {
        if (acc) seen.set(acc.toLowerCase(), seen.get(acc.toLowerCase()) ?? row);
        errors.push({ row, key: acc, reason: importReason(err, lang) });
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
    return { imported: good.length, errors };
  });
}
