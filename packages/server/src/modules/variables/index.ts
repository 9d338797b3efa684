export { variableAccessRecords, variables } from './schema';
