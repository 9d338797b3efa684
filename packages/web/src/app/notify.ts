import { Modal, message, notification } from 'antd';

/**
 * Messages from outside React (the request client, logout). The App
 * registers the APIs of its antd context so they follow theme and locale.
 */
type MessageApi = Pick<typeof message, 'error' | 'success' | 'info' | 'warning'>;
type NotificationApi = Pick<typeof notification, 'info' | 'error'>;
type ModalApi = Pick<typeof Modal, 'error' | 'confirm'>;

let messages: MessageApi = message;
let notifications: NotificationApi = notification;
let modals: ModalApi = Modal;

export function registerMessageApi(m: MessageApi, n: NotificationApi, d: ModalApi): void {
  messages = m;
  notifications = n;
  modals = d;
}

export const notify = {
  error: (text: string) => void messages.error(text),
  success: (text: string) => void messages.success(text),
  info: (text: string) => void messages.info(text),
  /** Something the reader should act on although the step succeeded: stays longer. */
  warning: (text: string) => void messages.warning({ content: text, duration: 10 }),
  notice: (title: string, duration: number) => notifications.info({ title, duration, placement: 'topRight' }),
  alert: (title: string, content: string, onOk: () => void) => modals.error({ title, content, onOk }),
};
