import { Identity } from '@rpa/contracts';
import { createElement, Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { pageFallback } from './fallback';
import { NoticeBridge } from './NoticeBridge';
import { PAGES } from './pages';
import { buildMenuRoutes, landingOf, screenAt } from './routes';
import { useSession } from './session/store';
import { Shell } from './shell/Shell';

/**
 * Everything behind sign-in: the routes of the current user's menu tree in
 * the shell. Its own chunk, so the login page loads without the shell.
 */
export default function MenuRoutes() {
  const menu = useSession((s) => s.menu);
  const { pathname } = useLocation();
  // The page's code starts loading before the shell is drawn, not once the render reaches it.
  if (menu) screenAt(menu.menuList, pathname, landingOf(menu))?.preload();
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
  return <NoticeBridge>{useRoutes(routes)}</NoticeBridge>;
}
