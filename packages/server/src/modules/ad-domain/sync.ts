import { ACCOUNT_PATTERN, PHONE_PATTERN, REAL_NAME_MAX, REAL_NAME_MIN } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { revokeUserSessions } from '../auth';
import {
  departments,
  freeDepartmentCode,
  insertDepartment,
  placeDepartment,
  topDepartmentId,
} from '../departments';
import { defaultRoleId } from '../roles';
import { changeUser, insertUser, type UserChange, userByAccount, users } from '../users';
import type { DirectoryContent, DirectoryPerson } from './directory';
import { normalDn } from './dn';
import type { Changes } from './report';
import { adDepartments, adUsers } from './schema';

/** Department names are 2-30 characters (console-administration.md §5). */
const departmentName = (name: string) => (name.length >= 2 ? name : `${name}__`.slice(0, 2)).slice(0, 30);

const email = z.email().max(100);

/** The user fields a person entry gives, within the users' rules; what does not fit is left empty. */
function userFields(p: DirectoryPerson) {
  const name = p.name.slice(0, REAL_NAME_MAX);
  return {
    realName: name.length >= REAL_NAME_MIN ? name : p.account.slice(0, REAL_NAME_MAX),
    email: email.safeParse(p.mail).success ? p.mail : '',
    phone: PHONE_PATTERN.test(p.phone) ? p.phone : '',
  };
}

/**
 * The base entry and the organisational units as departments: the base
 * becomes the directory's own department under the installation's top one,
 * each unit a department under its parent's. Renamed and moved units are
 * renamed and moved; units that left the directory keep their departments
 * (users and processes may still be in them). Answers the department of
 * each unit by its normal DN.
 */
async function syncDepartments(
  db: Db,
  content: DirectoryContent,
  changes: Changes,
): Promise<Map<string, number>> {
  const links = new Map((await db.select().from(adDepartments)).map((l) => [l.entryId, l]));
  const current = new Map((await db.select().from(departments)).map((d) => [d.id, d]));
  const byDn = new Map<string, number>();
  const top = await topDepartmentId(db);
  const depth = (dn: string) => dn.split(',').length;
  const units = [
    { ...content.base, parentDn: '' },
    ...[...content.units].sort((a, b) => depth(normalDn(a.dn)) - depth(normalDn(b.dn))),
  ];
  for (const unit of units) {
    const parentId = unit.parentDn === '' ? top : (byDn.get(unit.parentDn) ?? top);
    const name = departmentName(unit.name);
    const link = links.get(unit.id);
    const department = link ? current.get(link.departmentId) : undefined;
    let id: number;
    if (link && department) {
      id = department.id;
      if (department.name !== name || department.parentId !== parentId) {
        await placeDepartment(db, id, { name, parentId });
        changes.departments.updated.push(name);
      }
      if (link.dn !== unit.dn)
        await db.update(adDepartments).set({ dn: unit.dn }).where(eq(adDepartments.entryId, unit.id));
    } else {
      id = await insertDepartment(db, { name, code: await freeDepartmentCode(db), parentId });
      await db
        .insert(adDepartments)
        .values({ entryId: unit.id, dn: unit.dn, departmentId: id })
        .onConflictDoUpdate({ target: adDepartments.entryId, set: { dn: unit.dn, departmentId: id } });
      changes.departments.created.push(name);
    }
    byDn.set(normalDn(unit.dn), id);
  }
  return byDn;
}

/**
 * People as users: new ones created with the default role and no local
 * password (they sign in with the directory's), known ones updated (name,
 * email, phone, department), and users whose entries left the directory
 * locked, never deleted. An account a local user already holds is skipped.
 */
async function syncPeople(
  db: Db,
  content: DirectoryContent,
  departmentOf: Map<string, number>,
  changes: Changes,
): Promise<void> {
  const links = await db
    .select({ link: adUsers, user: users })
    .from(adUsers)
    .innerJoin(users, eq(users.id, adUsers.userId));
  const byEntry = new Map(links.map((l) => [l.link.entryId, l]));
  const byUser = new Map(links.map((l) => [l.user.id, l]));
  const present = new Set(content.people.map((p) => p.id));
  const seen = new Set<number>();
  const roleId = await defaultRoleId(db);
  const base = departmentOf.get(normalDn(content.base.dn)) as number;

  for (const p of content.people) {
    const label = p.account || p.dn;
    if (!p.account) {
      changes.users.skipped.push({ name: label, reason: { key: 'adDomain.skipNoAccount' } });
      continue;
    }
    if (!ACCOUNT_PATTERN.test(p.account)) {
      const reason = { key: 'adDomain.skipAccountInvalid' as const, params: { account: p.account } };
      changes.users.skipped.push({ name: label, reason });
      continue;
    }
    const fields = { ...userFields(p), departmentId: departmentOf.get(p.unitDn) ?? base };
    const name = `${fields.realName} (${p.account})`;
    let known = byEntry.get(p.id);
    if (!known) {
      const holder = await userByAccount(db, p.account);
      const holderLink = holder ? byUser.get(holder.id) : undefined;
      if (holder && !(holderLink && !present.has(holderLink.link.entryId))) {
        const reason = { key: 'adDomain.skipAccountTaken' as const, params: { account: p.account } };
        changes.users.skipped.push({ name: label, reason });
        continue;
      }
      if (holderLink) {
        // The same account under a new entry (deleted and added again): the user follows it.
        await db.update(adUsers).set({ entryId: p.id }).where(eq(adUsers.userId, holderLink.user.id));
        known = { ...holderLink, link: { ...holderLink.link, entryId: p.id } };
      } else {
        const userId = await insertUser(db, {
          account: p.account,
          ...fields,
          roleIds: roleId ? [roleId] : [],
        });
        await db.insert(adUsers).values({ entryId: p.id, dn: p.dn, domainAccount: p.domainAccount, userId });
        changes.users.created.push(name);
        continue;
      }
    }
    const { link, user } = known;
    seen.add(user.id);
    const change: UserChange = {};
    for (const key of ['realName', 'email', 'phone', 'departmentId'] as const) {
      if (user[key] !== fields[key]) Object.assign(change, { [key]: fields[key] });
    }
    if (link.lockedBySync) change.status = 'normal';
    if (Object.keys(change).length) {
      await changeUser(db, user.id, change);
      changes.users.updated.push(name);
    }
    if (link.dn !== p.dn || link.domainAccount !== p.domainAccount || link.lockedBySync) {
      await db
        .update(adUsers)
        .set({ dn: p.dn, domainAccount: p.domainAccount, lockedBySync: false })
        .where(eq(adUsers.userId, user.id));
    }
  }

  for (const { link, user } of links) {
    if (seen.has(user.id) || present.has(link.entryId) || user.status === 'locked') continue;
    await changeUser(db, user.id, { status: 'locked' });
    await db.update(adUsers).set({ lockedBySync: true }).where(eq(adUsers.userId, user.id));
    await revokeUserSessions(db, user.id);
    changes.users.locked.push(`${user.realName} (${user.account})`);
  }
}

/** Applies what was read from the directory: departments first, then the people in them. */
export async function applyDirectory(db: Db, content: DirectoryContent, changes: Changes): Promise<void> {
  const departmentOf = await syncDepartments(db, content, changes);
  await syncPeople(db, content, departmentOf, changes);
}
