import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { userButtons } from '../../api/auth';
import { useSession } from '../../app/session/store';
import { findByPath } from '../../app/shell/menuItems';

/**
 * The buttons the current identity may use on a menu (POST /sauth/menu/userbutton),
 * by default on the menu of the current page. The server enforces the same
 * permissions; this only keeps the console from offering what would be refused.
 */
export function useButtons(menuId?: number): { allows: (code: string) => boolean; loading: boolean } {
  const { pathname } = useLocation();
  const menu = useSession((s) => s.menu);
  const id = menuId ?? (menu ? findByPath(menu.menuList, pathname)?.id : undefined);
  const query = useQuery({
    queryKey: ['buttons', menu?.curIden, id],
    queryFn: () => userButtons(id as number),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
  const granted = new Set(query.data?.buttonList ?? []);
  return { allows: (code) => granted.has(code), loading: query.isPending };
}

/** Renders its children only when the button is granted. */
export function Auth({ button, menuId, children }: { button: string; menuId?: number; children: ReactNode }) {
  const { allows } = useButtons(menuId);
  return allows(button) ? children : null;
}
