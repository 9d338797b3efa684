export { departmentColumn } from './columns';
export { insertDepartment } from './create';
export { freeDepartmentCode, placeDepartment, topDepartmentId } from './place';
export { departments } from './schema';
export { coversWholeInstallation, holdsTopDepartment, managedDepartmentIds, subtreeIds } from './scope';
export { departmentTree } from './tree';
