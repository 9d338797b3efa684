export { departmentColumn } from './columns';
export { departments } from './schema';
export { coversWholeInstallation, holdsTopDepartment, managedDepartmentIds } from './scope';
export { departmentTree } from './tree';
