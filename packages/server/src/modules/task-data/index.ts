export { forgetItemEvents, type ItemEvent, itemEventsAfter } from './events';
export { findSpace, spaceQueues } from './queue';
export { taskDataRecords } from './retention';
export { taskDataItems, taskDataSpaces } from './schema';
