import { keptByTime } from '../../platform/retention';
import { operationLogs } from './schema';

/** The operation log, kept by the time of each row. */
export const oplogData = keptByTime(operationLogs, { id: operationLogs.id, time: operationLogs.at });
