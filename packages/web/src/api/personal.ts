import type { AdAndData, AlertConf, AlertType, PersonalInfo } from '@rpa/contracts';
import { api } from './client';

export type { PersonalInfo };
export type Basic = Pick<PersonalInfo, 'realName' | 'alias' | 'email' | 'phone'>;

export const personalInfo = () => api().post<PersonalInfo>('/sys/personal/info');
export const savePersonal = (body: Basic) => api().post<PersonalInfo>('/sys/personal/save', body);
export const alertTypes = () =>
  api().post<Array<{ type: AlertType; name: string }>>('/sys/personal/alertType');
export const saveAlertConf = (body: Omit<AlertConf, 'licExc'>) =>
  api().post<PersonalInfo>('/sys/personal/alertConf', body);
export const saveLicExc = (licExc: boolean) => api().post<PersonalInfo>('/sys/personal/licExc', { licExc });
export const adAndData = () => api().get<AdAndData>('/sys/personal/adAndData');
