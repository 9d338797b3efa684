import { type InputOf, rolesApi } from '@rpa/contracts';
import { queryKeys } from '../components/crud/keys';
import { call } from './call';

export const roleKeys = queryKeys('roles');

export type RoleForm = Omit<InputOf<typeof rolesApi.add>, 'identity'>;

export const listRoles = (q: InputOf<typeof rolesApi.list>) => call(rolesApi.list, q);
export const roleDetail = (id: number) => call(rolesApi.detail, { id });
export const permissionTree = (identity: InputOf<typeof rolesApi.menuTree>['identity']) =>
  call(rolesApi.menuTree, { identity });
export const addRole = (body: InputOf<typeof rolesApi.add>) => call(rolesApi.add, body);
export const modifyRole = (body: InputOf<typeof rolesApi.modify>) => call(rolesApi.modify, body);
export const deleteRole = (id: number) => call(rolesApi.remove, { id });
