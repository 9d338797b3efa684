import { IDENTITIES } from '@rpa/contracts';
import { BUTTONS, IDENTITY_PATHS, MESSAGE_MENU_IDS, type MenuDeclaration } from '../../platform/menu';

/** Every identity's message list: reached from the header's bell, not shown in the menu. */
export const menus: MenuDeclaration[] = IDENTITIES.map((identity) => ({
  identity,
  id: MESSAGE_MENU_IDS[identity],
  path: `/${IDENTITY_PATHS[identity]}/message`,
  component: 'messages/list',
  title: ['消息列表', 'Messages'],
  hidden: true,
  buttons: { delete: BUTTONS.delete, read: ['标记已读', 'Mark as read'] },
}));
