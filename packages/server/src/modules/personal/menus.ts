import { IDENTITIES } from '@rpa/contracts';
import { IDENTITY_PATHS, MESSAGE_MENU_IDS, type MenuDeclaration } from '../../platform/menu';

/** Every identity's personal centre, next to its message list: reached from the header, not the menu. */
export const menus: MenuDeclaration[] = IDENTITIES.map((identity) => ({
  identity,
  id: MESSAGE_MENU_IDS[identity] + 1,
  path: `/${IDENTITY_PATHS[identity]}/personal/center`,
  component: 'personal/center',
  title: ['个人中心', 'Personal centre'],
  hidden: true,
}));
