import { Identity } from '@rpa/contracts';
import { createElement, Suspense, useMemo } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useRoutes } from 'react-router';
import { ErrorPage, type ErrorStatus } from '../features/errors/ErrorPage';
import { Guard } from './guard';
import { lazyPage } from './lazyPage';
import { PAGES } from './pages';
import { buildMenuRoutes, landingOf, pageFallback } from './routes';
import { useSession } from './session/store';
import { Shell } from './shell/Shell';

const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const OutLoginPage = lazyPage(() => import('../features/auth/OutLoginPage'));
const SharePage = lazyPage(() => import('../features/videos/SharePage'));
const players = (name: 'DualPage' | 'TriplePage' | 'FourPage') =>
  lazyPage(() => import('../features/videos/MultiPlayerPage').then((m) => ({ default: m[name] })));
const DualPage = players('DualPage');
const TriplePage = players('TriplePage');
const FourPage = players('FourPage');

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
    // The licence screen has a constant route for managers (console-core.md §2).
    const licence = PAGES['licences/list'];
    const constant: RouteObject[] =
      menu.curIden === Identity.MANAGER && licence
        ? [
            {
              path: '/manager/license',
              element: <Suspense fallback={pageFallback}>{createElement(licence)}</Suspense>,
            },
          ]
        : [];
    return [...blank, { element: <Shell />, children: [...constant, ...shell] }];
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
        // Shared run records need no token; the players are constant routes too (console-core.md §2).
        { path: '/video/share', element: page(SharePage) },
        { path: '/video/dual', element: page(DualPage) },
        { path: '/video/triple', element: page(TriplePage) },
        { path: '/video/fouth', element: page(FourPage) },
        ...ERRORS.map((status) => ({ path: `/${status}`, element: <ErrorPage status={status} /> })),
        { path: '*', element: <MenuRoutes /> },
      ],
    },
  ],
  { basename: '/console' },
);
