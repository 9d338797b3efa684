import { api } from './client';

export interface PersonalInfo {
  id: number;
  account: string;
  realName: string;
  email: string;
  phone: string;
  departmentName: string;
  lastLoginAt: string | null;
}

export const personalInfo = () => api().post<PersonalInfo>('/sys/personal/info');
export const savePersonal = (body: Pick<PersonalInfo, 'realName' | 'email' | 'phone'>) =>
  api().post<PersonalInfo>('/sys/personal/save', body);
