export { taskDataRecords } from './retention';
export { taskDataItems, taskDataSpaces } from './schema';
