import type { Bilingual, Page, PermissionNode, RoleDetail, RoleRow } from '@rpa/contracts';
import { api } from './client';

export interface RoleForm {
  name: string;
  description: string;
  defaultLanding: string;
  permissions: string[];
}

export const listRoles = (q: { page: number; size: number; name?: string; identity?: number }) =>
  api().post<Page<RoleRow>>('/sauth/role/list', q);
export const roleDetail = (id: number) => api().get<RoleDetail>('/sauth/role/detail', { id });
export const permissionTree = (identity: number) =>
  api().post<{ tree: PermissionNode[]; landings: Array<{ menuId: number; path: string; title: Bilingual }> }>(
    '/sauth/role/menuTree',
    { identity },
  );
export const addRole = (body: RoleForm & { identity: number }) =>
  api().post<{ id: number }>('/sauth/role/add', body);
export const modifyRole = (body: RoleForm & { id: number }) =>
  api().post<{ id: number }>('/sauth/role/modify', body);
export const deleteRole = (id: number) => api().post<null>('/sauth/role/del', { id });
