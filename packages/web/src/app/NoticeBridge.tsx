import { App as AntApp } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { registerNoticeApis } from './notify';

function Register() {
  const { message, notification, modal } = AntApp.useApp();
  useEffect(() => {
    registerNoticeApis({ message, notification, modal });
    return () => registerNoticeApis(null);
  }, [message, notification, modal]);
  return null;
}

/**
 * antd's App context for the signed-in pages (their confirmations and
 * notices follow the theme), registered for `notify`. Kept out of the
 * entry: the login page shows its errors inline.
 */
export function NoticeBridge({ children }: { children: ReactNode }) {
  return (
    <AntApp>
      <Register />
      {children}
    </AntApp>
  );
}
