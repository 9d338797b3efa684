import type { DataKind } from '@rpa/contracts';
import { type RetainedData, together } from '../../platform/retention';
import { producedDocuments } from '../files';
import { messageData } from '../messages';
import { oplogData } from '../oplog';
import { taskDataRecords } from '../task-data';
import { recordingData, runFileData, runLogData } from '../tasks';

/** Each kind of data and the domain functions that measure and remove it. */
export const KINDS: Record<DataKind, RetainedData> = {
  runLogs: runLogData,
  recordings: recordingData,
  runFiles: together(runFileData, producedDocuments),
  oplog: oplogData,
  messages: messageData,
  taskData: taskDataRecords,
};
