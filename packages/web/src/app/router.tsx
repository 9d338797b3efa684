import { Suspense, useMemo } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useRoutes } from 'react-router';
import { ErrorPage, type ErrorStatus } from '../features/errors/ErrorPage';
import { Guard } from './guard';
import { lazyPage } from './lazyPage';
import { buildMenuRoutes, landingOf, pageFallback } from './routes';
import { useSession } from './session/store';
import { Shell } from './shell/Shell';

const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const OutLoginPage = lazyPage(() => import('../features/auth/OutLoginPage'));

const page = (Page: ReturnType<typeof lazyPage>) => (
  <Suspense fallback={pageFallback}>
    <Page />
  </Suspense>
);

/** Everything else: the routes of the current user's menu tree. */
function MenuRoutes() {
  const menu = useSession((s) => s.menu);
  const routes = useMemo<RouteObject[]>(() => {
    if (!menu) return [{ path: '*', element: <Navigate to="/user/login" replace /> }];
    const { blank, shell } = buildMenuRoutes(menu.menuList, landingOf(menu));
    return [...blank, { element: <Shell />, children: shell }];
  }, [menu]);
  return useRoutes(routes);
}

const ERRORS: ErrorStatus[] = ['403', '404', '405', '400', '500'];

export const router = createBrowserRouter(
  [
    {
      element: <Guard />,
      // A failed navigation must not take the app down: show the server-error page.
      errorElement: <ErrorPage status="500" />,
      children: [
        { path: '/user/login', element: page(LoginPage) },
        { path: '/outLogin', element: page(OutLoginPage) },
        ...ERRORS.map((status) => ({ path: `/${status}`, element: <ErrorPage status={status} /> })),
        { path: '*', element: <MenuRoutes /> },
      ],
    },
  ],
  { basename: '/console' },
);
