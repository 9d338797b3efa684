import { type DataSyncSettings, dataSyncApi } from '@rpa/contracts';
import { call } from './call';

/** Data sync (menu 1902): the target, its connection test, where the sync stands, a copy again. */
export const dataSyncTarget = () => call(dataSyncApi.detail);
export const saveDataSync = (settings: DataSyncSettings) => call(dataSyncApi.save, settings);
/** Silent: the page shows the answer, good or bad, beside the button. */
export const testDataSync = (settings: DataSyncSettings) =>
  call(dataSyncApi.connectTest, settings, { silent: true });
export const dataSyncStatus = () => call(dataSyncApi.status);
export const recopyDataSync = () => call(dataSyncApi.recopy);
