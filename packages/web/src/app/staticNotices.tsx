import { ConfigProvider, Modal, message, notification } from 'antd';
import { ConsoleConfig } from './ConsoleConfig';
import type { NoticeApis } from './notify';

let configured = false;

/** antd's static notice functions, rendered with the console's locale and theme. */
export function staticNotices(): NoticeApis {
  if (!configured) {
    ConfigProvider.config({ holderRender: (children) => <ConsoleConfig>{children}</ConsoleConfig> });
    configured = true;
  }
  return { message, notification, modal: Modal };
}
