import { Identity } from '@rpa/contracts';
import { BUTTONS, inGroup, screen, topLevel } from '../../platform/menu';

const manage: Record<string, [string, string]> = {
  upload: ['上传', 'Upload'],
  edit: BUTTONS.edit,
  delete: BUTTONS.delete,
  copy: ['复制', 'Copy'],
  rules: ['转发规则', 'Forwarding rules'],
};

/** The file screens: the manager's (resources), and each other identity's own. */
export const menus = [
  ...inGroup(18, [
    screen(1803, '/manager/file/list', 'files/list', ['文件管理', 'Files'], { buttons: manage }),
  ]),
  ...topLevel(Identity.DEVELOPER, [
    screen(207, '/developer/file/list', 'files/list', ['文件查看', 'Files'], { icon: 'file' }),
  ]),
  ...topLevel(Identity.OWNER, [
    screen(306, '/owner/file/list', 'files/list', ['文件', 'Files'], { icon: 'file' }),
  ]),
  ...topLevel(Identity.USER, [
    screen(404, '/user/file/list', 'files/list', ['文件', 'Files'], { icon: 'file', buttons: manage }),
  ]),
];
