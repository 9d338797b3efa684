/** Descriptions of users, roles and departments (console-administration.md §5). */
export const DESCRIPTION_MAX = 126;
export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 30;
export const DEPARTMENT_NAME_MIN = 2;
export const DEPARTMENT_NAME_MAX = 30;
/** Department codes: 2-5 digits, unique. */
export const DEPARTMENT_CODE_PATTERN = /^[0-9]{2,5}$/;
