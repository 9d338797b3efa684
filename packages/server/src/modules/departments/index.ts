export { departments } from './schema';
export { coversWholeInstallation, managedDepartmentIds } from './scope';
export { departmentTree } from './tree';
