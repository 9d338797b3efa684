export { personColumns } from './person';
export { userDepartments, userRoles, users } from './schema';
