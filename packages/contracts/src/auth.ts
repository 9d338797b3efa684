import type { ClientTypeValue, IdentityId } from './enums';
import type { Bilingual } from './i18n';

/** POST /oauth/token. `password` is RSA-OAEP (SHA-256) ciphertext, base64, under GET /oauth/publicKey. */
export interface LoginRequest {
  username: string;
  password: string;
  clientType: ClientTypeValue;
  /** Required once the account has failed `times` logins (POST /sysconfapi/timesVCode). */
  captcha?: string;
  uuid?: string;
}

export interface UserSummary {
  id: number;
  /** Real name (the spec's session "realname" comes from it). */
  userName: string;
  /** Account (the spec's session "username" comes from it). */
  userAlias: string;
  /** Display alias from the personal centre; empty when none is set. */
  alias: string;
  /** 1: the password must be changed before anything else works. */
  isNeedModifyPwd: 0 | 1;
}

export interface LoginResponse {
  /** Opaque token for the `accesstoken` header. */
  token: string;
  /** Per-session key for the `signature` header (HMAC-SHA256). */
  signKey: string;
  /** Minutes of inactivity after which the session ends (sliding). */
  sessionTimeoutMinutes: number;
  user: UserSummary;
  idenList: IdentityId[];
  curIden: IdentityId;
}

/** Codes of the token call; the console handles them itself, not through the generic handler. */
export const LoginCode = {
  BAD_CREDENTIALS: 1001,
  CAPTCHA_REQUIRED: 1002,
  CAPTCHA_WRONG: 1003,
  ACCOUNT_LOCKED: 1004,
  TEMPORARILY_LOCKED: 1005,
  NO_PERMISSION: 1006,
  PASSWORD_UNREADABLE: 1007,
  CLIENT_NOT_ALLOWED: 1008,
  /** Too many failed sign-ins from the caller's address in the current window. */
  TOO_MANY_ATTEMPTS: 1009,
} as const;

/** A menu entry as POST /sauth/menu/usermenu returns it. */
export interface MenuEntry {
  id: number;
  parentId: number | null;
  path: string;
  /** Key of the console screen that renders it. */
  component: string;
  /** 1 for top-level entries. */
  level: number;
  icon: string;
  title: Bilingual;
  hidden: boolean;
  redirect: string;
  /** Not turned into a route (a group, or a link). */
  notRouted: boolean;
  /** Opens in a new browser tab. */
  newTab: boolean;
  /** Rendered without the shell. */
  layout: 'default' | 'blank';
  externalUrl: string;
  children: MenuEntry[];
}

export interface UserMenuResponse {
  user: UserSummary;
  platformType: 'common' | 'factory';
  /** Licence type of the platform (formal or trial); null until a licence is imported. */
  licenseType: 'formal' | 'trial' | null;
  idenList: Array<{ id: IdentityId; name: Bilingual; menuName: Bilingual }>;
  curIden: IdentityId;
  role: { id: number; name: string; defaultLanding: string } | null;
  /** The identity's root entry (its menu name is shown in factory mode). */
  mainMenu: { id: number; title: Bilingual; path: string };
  menuList: MenuEntry[];
}

export interface UserButtonResponse {
  buttonList: string[];
}
