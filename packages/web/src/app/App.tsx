import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { themeOf } from '../theme';
import { registerMessageApi } from './notify';
import { router } from './router';
import { useSession } from './session/store';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

function MessageBridge() {
  const { message, notification, modal } = AntApp.useApp();
  useEffect(() => registerMessageApi(message, notification, modal), [message, notification, modal]);
  return null;
}

export function App() {
  const { i18n } = useTranslation();
  const curIden = useSession((s) => s.menu?.curIden ?? null);
  const identityTheme = themeOf(curIden);
  return (
    <ConfigProvider locale={i18n.language === 'en_US' ? enUS : zhCN} theme={identityTheme.antd}>
      <AntApp>
        <div data-theme={identityTheme.name} style={{ minHeight: '100vh' }}>
          <MessageBridge />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </div>
      </AntApp>
    </ConfigProvider>
  );
}
