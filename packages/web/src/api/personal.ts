import { type InputOf, type PersonalInfo, personalApi } from '@rpa/contracts';
import { call } from './call';

export type { PersonalInfo };
export type Basic = InputOf<typeof personalApi.save>;

export const personalInfo = () => call(personalApi.info);
export const savePersonal = (body: Basic) => call(personalApi.save, body);
export const alertTypes = () => call(personalApi.alertType);
export const saveAlertConf = (body: InputOf<typeof personalApi.alertConf>) =>
  call(personalApi.alertConf, body);
export const saveLicExc = (licExc: boolean) => call(personalApi.licExc, { licExc });
export const adAndData = () => call(personalApi.adAndData);
