import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { themeOf } from '../theme';
import { useSession } from './session/store';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True while the user's system asks for less motion (an accessibility setting). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
  );
}

/**
 * antd's locale and the current identity's theme, for the app and for notices
 * shown outside it; without antd's animations for users who ask for reduced motion.
 */
export function ConsoleConfig({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const curIden = useSession((s) => s.menu?.curIden ?? null);
  const reduced = useReducedMotion();
  const look = themeOf(curIden).antd;
  const theme = reduced ? { ...look, token: { ...look.token, motion: false } } : look;
  return (
    <ConfigProvider locale={i18n.language === 'en_US' ? enUS : zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
