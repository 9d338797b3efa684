import { boolean, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { jsonArray, reference, timestamptz, uniqueIgnoringCase } from '../../platform/db/columns';
import { departments } from '../departments';
import { roles } from '../roles';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: varchar('account', { length: 50 }).notNull(),
    realName: varchar('real_name', { length: 30 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    departmentId: reference('department_id', () => departments.id),
    description: varchar('description', { length: 126 }).notNull().default(''),
    /** normal or locked (by a manager). */
    status: varchar('status', { length: 10 }).notNull().default('normal'),
    email: varchar('email', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    /** Display alias chosen in the personal centre; empty shows the real name. */
    alias: varchar('alias', { length: 20 }).notNull().default(''),
    /** Notification settings: mail alerts of the chosen categories to `email`. */
    receiveEmail: boolean('receive_email').notNull().default(false),
    alertCategories: jsonArray<string>('alert_categories'),
    /** Whether licence exceptions (expiring, expired, used up) are notified. */
    licExc: boolean('lic_exc').notNull().default(true),
    /** Addresses of recent successful logins, newest first; a login from any other raises an alert. */
    knownIps: jsonArray<string>('known_ips'),
    isNeedModifyPwd: boolean('is_need_modify_pwd').notNull().default(false),
    studioLicence: boolean('studio_licence').notNull().default(false),
    assistantLicence: boolean('assistant_licence').notNull().default(false),
    /** Consecutive failed logins; reset by a successful one. */
    failedLogins: integer('failed_logins').notNull().default(0),
    /** Set when failed logins reach the threshold of the security settings. */
    lockedUntil: timestamptz('locked_until'),
    lastLoginAt: timestamptz('last_login_at'),
    passwordChangedAt: timestamptz('password_changed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIgnoringCase('users_account_lower_idx', t.account),
    index('users_department_idx').on(t.departmentId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    roleId: reference('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Department authorisation: departments (with their sub-departments) a user manages besides their own. */
export const userDepartments = pgTable(
  'user_departments',
  {
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    departmentId: reference('department_id', () => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.departmentId] })],
);
