import { commonButtons, inGroup, screen } from '../../platform/menu';

/** Custom components, in the resources area beside variables and custom fields. */
export const menus = inGroup(18, [
  screen(1804, '/manager/component/list', 'components/list', ['自定义组件', 'Custom components'], {
    buttons: {
      upload: ['上传', 'Upload'],
      download: ['下载', 'Download'],
      ...commonButtons('delete'),
    },
  }),
]);
