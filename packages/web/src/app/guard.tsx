import { isSessionCode } from '@rpa/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { RequestError } from '../api/request';
import { pageFallback } from './fallback';
import { notify } from './notify';
import { logout } from './session/logout';
import { session, useSession } from './session/store';

/** Reachable without a token. */
export const WHITELIST = ['/user/login', '/outLogin', '/video/share', '/403', '/404', '/405', '/400', '/500'];

export function isWhitelisted(path: string): boolean {
  return WHITELIST.some((p) => path === p || path.startsWith(`${p}/`));
}

function greeting(hour: number): 'morning' | 'noon' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * The navigation guard (console-core.md §2): with a token, login goes home;
 * without one, only the whitelist is reachable; signed in without
 * permissions, they are loaded first (with the welcome notice).
 */
export function Guard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const menu = useSession((s) => s.menu);
  const corrupt = useSession((s) => s.corrupt);
  // Permissions are asked for once per token; a failure logs out rather than retrying.
  const askedFor = useRef<string | null>(null);
  const needsPermissions = !!token && !menu && !isWhitelisted(pathname);

  useEffect(() => {
    if (corrupt) void logout();
  }, [corrupt]);

  useEffect(() => {
    if (!needsPermissions || askedFor.current === token) return;
    askedFor.current = token;
    // Loaded here rather than imported: the call's declaration carries the schemas the login page does without.
    import('../api/auth')
      .then(({ userMenu }) => userMenu(session.requestedIdentity()))
      .then((m) => {
        if (m.menuList.length === 0) {
          notify.error(t('auth.noPermission'));
          void logout();
          return;
        }
        session.menuLoaded(m);
        notify.notice(t(`auth.welcome.${greeting(new Date().getHours())}`, { name: m.user.userName }), 2);
      })
      .catch((err: unknown) => {
        // A session the server ended is already on its way to login (sessionEnded): a second
        // logout would navigate again while that page loads.
        if (err instanceof RequestError && isSessionCode(err.code)) return;
        // A message from the server was already shown: log out. Otherwise say what failed, log out on close.
        if (err instanceof RequestError && err.code !== 0) void logout();
        else notify.alert(t('auth.permissionError'), String((err as Error).message), () => void logout());
      });
  }, [needsPermissions, token, t]);

  if (token && pathname === '/user/login') return <Navigate to="/" replace />;
  if (!token && !isWhitelisted(pathname)) return <Navigate to="/user/login" replace />;
  if (needsPermissions) return pageFallback;
  return <Outlet />;
}
