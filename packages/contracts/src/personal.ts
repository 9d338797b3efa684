import type { AlertType } from './messages-inbox';

/** The alias chosen in the personal centre: at most 20 characters, none of these. */
export const ALIAS_MAX = 20;
export const ALIAS_FORBIDDEN = '<>"\'\\/&;%:*?|';
export const ALIAS_PATTERN = /^[^<>"'\\/&;%:*?|]*$/;

/** `POST /sys/personal/info`: the caller's basic and notification settings. */
export interface PersonalInfo extends AlertConf {
  id: number;
  account: string;
  realName: string;
  alias: string;
  email: string;
  phone: string;
  departmentName: string;
  lastLoginAt: string | null;
}

/** Notification settings (`/sys/personal/alertConf`). */
export interface AlertConf {
  /** Mail alerts of the chosen categories to the user's email. */
  receiveEmail: boolean;
  alertCategories: AlertType[];
  /** Notify licence exceptions (expiring within 30 days, expired, used up). */
  licExc: boolean;
}

/** `GET /sys/personal/adAndData`: the data the caller may see (AD binding arrives with the AD settings). */
export interface AdAndData {
  /** Departments whose data the caller sees: their own and those authorised to them. */
  departments: Array<{ id: number; name: string; path: string }>;
}

export const MAIL_FIELD_MAX = 50;
