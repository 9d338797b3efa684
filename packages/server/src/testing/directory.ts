import { eq } from 'drizzle-orm';
import { departments } from '../modules/departments/schema';
import { insertUser } from '../modules/users/create';
import type { Db } from '../platform/db';
import { DEMO_PASSWORD } from '../seed/identities';

/** The id of every department, by its code. */
export async function departmentIds(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ id: departments.id, code: departments.code }).from(departments);
  return Object.fromEntries(rows.map((d) => [d.code, d.id]));
}

/** The id of the department with `code`; fails the test when there is none. */
export async function departmentId(db: Db, code: string): Promise<number> {
  const [d] = await db.select({ id: departments.id }).from(departments).where(eq(departments.code, code));
  if (!d) throw new Error(`no department has the code ${code}`);
  return d.id;
}

/** Adds a user who signs in with the demo password, in `departmentId`, holding `roleIds`. */
export function addUser(db: Db, account: string, realName: string, departmentId: number, roleIds: number[]) {
  return insertUser(db, { account, realName, password: DEMO_PASSWORD, departmentId, roleIds });
}
