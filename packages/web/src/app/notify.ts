import type { Modal, message, notification } from 'antd';

/**
 * Messages from outside React (the request client, logout, the guard) and
 * from pages. Inside the shell they go through its antd App context
 * (NoticeBridge); before the shell mounts (the login page, the public
 * pages) through antd's static functions, loaded on first use so that the
 * first page does not carry the message, notification and modal code.
 */
export interface NoticeApis {
  message: Pick<typeof message, 'error' | 'success' | 'info' | 'warning'>;
  notification: Pick<typeof notification, 'info' | 'error'>;
  modal: Pick<typeof Modal, 'error' | 'confirm'>;
}

let registered: NoticeApis | null = null;

export function registerNoticeApis(apis: NoticeApis | null): void {
  registered = apis;
}

const apis = (): Promise<NoticeApis> =>
  registered ? Promise.resolve(registered) : import('./staticNotices').then((m) => m.staticNotices());

export const notify = {
  error: (text: string) => void apis().then((a) => a.message.error(text)),
  success: (text: string) => void apis().then((a) => a.message.success(text)),
  info: (text: string) => void apis().then((a) => a.message.info(text)),
  /** Something the reader should act on although the step succeeded: stays longer. */
  warning: (text: string) => void apis().then((a) => a.message.warning({ content: text, duration: 10 })),
  notice: (title: string, duration: number) =>
    void apis().then((a) => a.notification.info({ title, duration, placement: 'topRight' })),
  alert: (title: string, content: string, onOk: () => void) =>
    void apis().then((a) => a.modal.error({ title, content, onOk })),
};
