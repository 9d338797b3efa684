export { userDepartments, userRoles, users } from './schema';
