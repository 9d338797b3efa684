import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { themeOf } from '../theme';
import { ConsoleConfig } from './ConsoleConfig';
import { router } from './router';
import { useSession } from './session/store';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The identity's theme name for the CSS, and the theme's text style for plain elements. */
function ThemeRoot({ children }: { children: ReactNode }) {
  const curIden = useSession((s) => s.menu?.curIden ?? null);
  const { token } = theme.useToken();
  const style = {
    minHeight: '100vh',
    color: token.colorText,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  };
  return (
    <div data-theme={themeOf(curIden).name} style={style}>
      {children}
    </div>
  );
}

export function App() {
  return (
    <ConsoleConfig>
      <ThemeRoot>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeRoot>
    </ConsoleConfig>
  );
}
