import type { Bilingual } from './i18n';

/** Categories of alert messages (GET /sys/alert/alert-type), with their labels. */
export const ALERT_TYPES = {
  system: { zh_CN: '系统通知', en_US: 'System' },
  task: { zh_CN: '任务告警', en_US: 'Tasks' },
  robot: { zh_CN: '机器人告警', en_US: 'Robots' },
  licence: { zh_CN: '许可告警', en_US: 'Licences' },
  schedule: { zh_CN: '调度告警', en_US: 'Schedules' },
  process: { zh_CN: '流程审核', en_US: 'Process audit' },
} satisfies Record<string, Bilingual>;

export type AlertType = keyof typeof ALERT_TYPES;

/**
 * What a message is about: a run (its detail) or a process (its versions,
 * where it is audited and where the owner's answer shows).
 */
export const MESSAGE_SUBJECTS = ['task', 'process'] as const;
export type MessageSubjectType = (typeof MESSAGE_SUBJECTS)[number];
