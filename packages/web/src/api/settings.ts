import {
  type AdSettings,
  type AiServerSettings,
  adDomainApi,
  aiServerApi,
  type DataKind,
  type DataRetention,
  dataCleaningApi,
  type FileUploadSettings,
  fileUploadApi,
  type MailSettings,
  mailApi,
  type RecordStrategy,
  type RobotUpgrade,
  recordStrategyApi,
  robotUpgradeApi,
  type SecurityPolicy,
  securityApi,
} from '@rpa/contracts';
import { call } from './call';

/** The system configuration's tabs (console-administration.md §7). */
export const securityPolicy = () => call(securityApi.detail);
export const saveSecurityPolicy = (policy: SecurityPolicy) => call(securityApi.save, policy);

export const mailServer = () => call(mailApi.mailInfo);
export const saveMailServer = (settings: MailSettings) => call(mailApi.editMail, settings);
export const sendTestMail = (settings: MailSettings, to: string) =>
  call(mailApi.sendMailTset, { ...settings, to });

export const adDomainSettings = async (): Promise<AdSettings & { hasPassword: boolean }> => {
  const { value, sealedSet } = await call(adDomainApi.detail);
  return { ...value, hasPassword: sealedSet.includes('password') };
};
export const saveAdDomain = (settings: AdSettings) => call(adDomainApi.save, settings);
export const testAdDomain = (settings: AdSettings) => call(adDomainApi.connectTest, settings);
export const detectAdDomain = (settings: AdSettings) => call(adDomainApi.detect, settings);
export const syncAdDomain = () => call(adDomainApi.sync);
export const adSyncReport = () => call(adDomainApi.syncReport);

export const aiServerSettings = async (): Promise<AiServerSettings & { hasKey: boolean }> => {
  const { value, sealedSet } = await call(aiServerApi.detail);
  return { ...value, hasKey: sealedSet.includes('key') };
};
export const saveAiServer = (settings: AiServerSettings) => call(aiServerApi.save, settings);
export const testAiServer = (settings: AiServerSettings) => call(aiServerApi.test, settings);

export const recordStrategy = () => call(recordStrategyApi.detail);
export const saveRecordStrategy = (strategy: RecordStrategy) => call(recordStrategyApi.save, strategy);

export const robotUpgrade = () => call(robotUpgradeApi.detail);
export const saveRobotUpgrade = (upgrade: RobotUpgrade) => call(robotUpgradeApi.save, upgrade);

export const dataInfo = () => call(dataCleaningApi.findDataInfo);
export const videoInfo = () => call(dataCleaningApi.getVideoInfo);
export const saveRetention = (retention: DataRetention) => call(dataCleaningApi.saveData, retention);
export const cleanNow = (kind: DataKind) =>
  call({ ...dataCleaningApi.dataClearNow, path: dataCleaningApi.dataClearNow.path.replace(':id', kind) });

/** Read by every upload form as well as the tab, so one key refreshes both once saved. */
export const FILE_UPLOAD_KEY = ['settings', 'fileUpload'];
export const fileUploadSettings = () => call(fileUploadApi.detail);
export const saveFileUpload = ({ allowedTypes, batchCount, maxDepth, sizeLimitMb }: FileUploadSettings) =>
  call(fileUploadApi.save, { allowedTypes, batchCount, maxDepth, sizeLimitMb });
