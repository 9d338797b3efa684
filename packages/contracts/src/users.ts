import type { AlertType } from './messages-inbox';

/** Descriptions of users, roles and departments (console-administration.md §5). */
export const DESCRIPTION_MAX = 126;
export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 30;
export const DEPARTMENT_NAME_MIN = 2;
export const DEPARTMENT_NAME_MAX = 30;
/** Department codes: 2-5 digits, unique. */
export const DEPARTMENT_CODE_PATTERN = /^[0-9]{2,5}$/;

export type UserStatus = 'normal' | 'locked';

/** A row of the user list (`POST /sauth/user/list`). */
export interface UserRow {
  id: number;
  account: string;
  realName: string;
  departmentId: number;
  departmentName: string;
  roles: Array<{ id: number; name: string; identity: number }>;
  status: UserStatus;
  email: string;
  phone: string;
  description: string;
  lastLoginAt: string | null;
}

/** The editable fields of a user (add and modify). */
export interface UserFields {
  realName: string;
  departmentId: number;
  roleIds: number[];
  description: string;
  email: string;
  phone: string;
  isNeedModifyPwd: boolean;
  studioLicence: boolean;
  assistantLicence: boolean;
  receiveEmail: boolean;
  alertCategories: AlertType[];
}

/** `GET /sauth/user/userInfo`: everything the edit form shows. */
export interface UserDetail extends UserFields {
  id: number;
  account: string;
  departmentName: string;
  status: UserStatus;
  lastLoginAt: string | null;
  createdAt: string;
}
