import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazyPage';

/**
 * Screens by the `component` key of their menu entry. A menu entry whose
 * screen is not here yet opens the "missing or in development" page.
 */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  'departments/tree': lazyPage(() => import('../features/departments/DepartmentPage')),
  'messages/list': lazyPage(() => import('../features/messages/MessageListPage')),
  'oplog/list': lazyPage(() => import('../features/oplog/OplogPage')),
  'personal/center': lazyPage(() => import('../features/personal/PersonalCenterPage')),
  'roles/list': lazyPage(() => import('../features/roles/RoleListPage')),
  'users/list': lazyPage(() => import('../features/users/UserListPage')),
};
