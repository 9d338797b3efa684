export { changeUser, insertUser, type UserChange, userByAccount } from './create';
export { holdersOf } from './holders';
export { personColumns } from './person';
export { userDepartments, userRoles, users } from './schema';
