import { Perm, type PermissionKey } from '@rpa/contracts';

/** The menu id of a generated permission key ("1702" or "1702:add" give 1702). */
export function menuOf(key: PermissionKey): number {
  return Number(key.split(':')[0]);
}

/**
 * Menus whose buttons a page checks when it is not that menu's own page
 * (useButtons(menuId) from features/auth/buttons), by name instead of id.
 */
export const Access = {
  licences: menuOf(Perm.managerLicenceList),
  robots: menuOf(Perm.managerRobotList),
  /** The process list of each view: detail and versions pages check its buttons. */
  processList: {
    dev: menuOf(Perm.developerProcessList),
    owner: menuOf(Perm.ownerProcessList),
    manager: menuOf(Perm.managerProcessList),
  },
  /** The versions menu of each view: the package download button. */
  versions: {
    dev: menuOf(Perm.developerProcessVersion),
    owner: menuOf(Perm.ownerProcessVersion),
  },
} as const;
