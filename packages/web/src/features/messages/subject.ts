import { Identity, type IdentityId, type MenuEntry, type MessageSubject } from '@rpa/contracts';
import { useSession } from '../../app/session/store';
import { findByPath } from '../../app/shell/menuItems';

/**
 * Where each identity sees what a message is about, best first: a run in
 * the run records (or the task list, or the exception records), a process
 * in its versions screen (where it is audited and the answer shows).
 */
const SCREENS: Record<MessageSubject['type'], Partial<Record<IdentityId, string[]>>> = {
  task: {
    [Identity.MANAGER]: ['/manager/record/list', '/manager/task/list'],
    [Identity.DEVELOPER]: ['/developer/record/exception'],
    [Identity.USER]: ['/user/record/list'],
  },
  process: {
    [Identity.MANAGER]: ['/manager/process/version'],
    [Identity.DEVELOPER]: ['/developer/process/version'],
    [Identity.OWNER]: ['/owner/process/version'],
  },
};

/** The query each screen reads to open its subject. */
const PARAM: Record<MessageSubject['type'], string> = { task: 'taskId', process: 'id' };

/**
 * The console address that opens a message's subject for the current
 * identity, or null when the identity has no screen for it (the message
 * detail is all there is to show).
 */
export function subjectPath(
  subject: MessageSubject | null,
  identity: IdentityId | null | undefined,
  menus: MenuEntry[],
): string | null {
  if (!subject || !identity) return null;
  const path = SCREENS[subject.type][identity]?.find((p) => findByPath(menus, p));
  return path ? `${path}?${PARAM[subject.type]}=${subject.id}` : null;
}

/** `subjectPath` for the signed-in identity and its menu. */
export function useSubjectPath(): (subject: MessageSubject | null) => string | null {
  const menu = useSession((s) => s.menu);
  return (subject) => subjectPath(subject, menu?.curIden, menu?.menuList ?? []);
}
