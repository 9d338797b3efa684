import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { themeOf } from '../theme';
import { useSession } from './session/store';

/** antd's locale and the current identity's theme, for the app and for notices shown outside it. */
export function ConsoleConfig({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const curIden = useSession((s) => s.menu?.curIden ?? null);
  return (
    <ConfigProvider locale={i18n.language === 'en_US' ? enUS : zhCN} theme={themeOf(curIden).antd}>
      {children}
    </ConfigProvider>
  );
}
