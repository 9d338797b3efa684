export { taskDataItems, taskDataSpaces } from './schema';
