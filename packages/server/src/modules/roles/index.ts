export { defaultRoleId, roleNameIn } from './builtin';
export { grantedKeys, identitiesOf, roleOf } from './grants';
export { rolePermissions, roles } from './schema';
export { assertRolesAssignable, rolesInScope } from './scope';
