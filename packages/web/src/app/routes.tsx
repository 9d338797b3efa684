import type { MenuEntry, UserMenuResponse } from '@rpa/contracts';
import { Suspense } from 'react';
import { matchPath, Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/ErrorPage';
import { pageFallback } from './fallback';
import type { LazyPage } from './lazyPage';
import { PAGES } from './pages';

function screen(entry: MenuEntry) {
  const Page = PAGES[entry.component];
  if (!Page) return <ErrorPage status="404" />;
  return (
    <Suspense fallback={pageFallback}>
      <Page />
    </Suspense>
  );
}

/** Menu entries that become routes: not flagged "not routed", not external links. */
export function routedEntries(menus: MenuEntry[]): MenuEntry[] {
  return menus.flatMap((m) => [...(m.notRouted || m.externalUrl ? [] : [m]), ...routedEntries(m.children)]);
}

/**
 * Routes built at run time from the menu tree (console-core.md §2): entries
 * under the blank layout (id 1607) go outside the shell; `/` goes to the
 * role's landing page.
 */
export function buildMenuRoutes(menus: MenuEntry[], landing: string) {
  const entries = routedEntries(menus);
  const toRoute = (e: MenuEntry): RouteObject => ({
    path: e.path,
    element: e.redirect ? <Navigate to={e.redirect} replace /> : screen(e),
  });
  return {
    blank: entries.filter((e) => e.layout === 'blank').map(toRoute),
    shell: [
      { index: true, element: <Navigate to={landing} replace /> },
      ...entries.filter((e) => e.layout !== 'blank').map(toRoute),
      { path: '*', element: <Navigate to="/404" replace /> },
    ] satisfies RouteObject[],
  };
}

/** Where the identity lands: its role's default landing system, else the identity's home. */
export function landingOf(menu: UserMenuResponse): string {
  return menu.role?.defaultLanding || menu.mainMenu.path;
}

/** The screen `path` opens in this menu (the landing page's for `/`), when an entry has one. */
export function screenAt(menus: MenuEntry[], path: string, landing: string): LazyPage | undefined {
  const target = path === '/' ? landing : path;
  const entry = routedEntries(menus).find((e) => !e.redirect && matchPath(e.path, target));
  return entry ? PAGES[entry.component] : undefined;
}
