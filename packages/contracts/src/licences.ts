import type { LicenceCategoryValue, LicenceStatusValue } from './enums';
import type { Bilingual } from './i18n';

/** Licences (console-administration.md §3, §4, §7; console-core.md §6, §8). Format: docs/licence-format.md. */

export type LicenceTypeValue = 'formal' | 'trial';

/** Licences due within this many days are flagged (console-core.md §9). */
export const EXPIRING_SOON_DAYS = 30;

/** The signed part of a licence file. Times are ISO 8601 with an offset. */
export interface LicencePayload {
  licSn: string;
  custName: string;
  category: LicenceCategoryValue;
  /** The robot terminal type the seats serve; issuers usually set it to the category. */
  agentType: string;
  /** Seats: how many robots or users may hold this licence at once. */
  number: number;
  type: LicenceTypeValue;
  effectiveAt: string;
  dueAt: string;
  /** Server nodes the deployment may run. */
  clusterNodes: number;
  /** The installation the licence is bound to (`/sys/lic/apply` tells it). */
  machineCode: string;
}

/** A licence file: Ed25519 over the RFC 8785 canonical JSON of `payload`, base64. */
export interface LicenceFile {
  payload: LicencePayload;
  signature: string;
}

/** The request file `/sys/lic/apply` downloads for the vendor. */
export interface LicenceRequestFile {
  kind: 'rpa-licence-request';
  version: 1;
  machineCode: string;
  custName: string;
  serverVersion: string;
  requestedAt: string;
}

/** Why seats moved from one licence to another; errorCode is a machine code error. */
export const LicenceTransferReason = ['invalid', 'manual', 'expired', 'errorCode', 'notEffective'] as const;
export type LicenceTransferReasonValue = (typeof LicenceTransferReason)[number];

export const LICENCE_CATEGORY_LABELS: Record<LicenceCategoryValue, Bilingual> = {
  background: { zh_CN: '后台机器人', en_US: 'background robot' },
  foreground: { zh_CN: '前台机器人', en_US: 'foreground robot' },
  designer: { zh_CN: '设计器', en_US: 'designer' },
  scene: { zh_CN: '场景机器人', en_US: 'scene robot' },
};

export const LICENCE_STATUS_LABELS: Record<LicenceStatusValue, Bilingual> = {
  valid: { zh_CN: '有效', en_US: 'valid' },
  invalid: { zh_CN: '无效', en_US: 'invalid' },
  machineCodeError: { zh_CN: '机器码错误', en_US: 'machine code error' },
  expired: { zh_CN: '已过期', en_US: 'expired' },
  notEffective: { zh_CN: '未生效', en_US: 'not yet effective' },
};

/** Codes of licence refusals (docs/api.md, Licences). */
export const LicenceCode = {
  /** The file's signature or format is wrong. */
  INVALID: 4101,
  /** The licence is bound to another installation. */
  MACHINE_CODE_ERROR: 4102,
  EXPIRED: 4103,
  NOT_EFFECTIVE: 4104,
  /** No seat of the category is left. */
  USED_UP: 4105,
  /** A designer or assistant sign-in found no seat: the client shows the message and quits. */
  NONE_AVAILABLE: 4106,
  /** Deleting needs a fresh confirmation from `/sys/lic/checkUser`. */
  CONFIRMATION_REQUIRED: 4107,
} as const;

export interface LicenceListQuery {
  status?: LicenceStatusValue;
  category?: LicenceCategoryValue;
  page?: number;
  size?: number;
}
