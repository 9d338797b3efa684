import { z } from 'zod';
import { RobotRunState } from '../enums';
import type { Bilingual } from '../i18n';
import { defineRoutes } from '../route';
import { emptyAsOmitted, idBody, pagedList, timeText } from '../schemas';
import { nameText, plainText, rowId, rowIdParam } from '../text';

/**
 * Upgrade management (console-administration.md §2, §3, §5; menu 1306):
 * robot upgrade packages, and upgrade tasks that offer one to all robots or
 * to designated ones (docs/robot-protocol.md, "Upgrades"; the package format
 * in docs/upgrade-package.md).
 */

export const UPGRADE_LIMITS = {
  NAME_MIN: 2,
  NAME_MAX: 30,
  REMARKS_MAX: 200,
  DESCRIPTION_MAX: 200,
  PROMPT_MAX: 200,
  ROBOTS_MAX: 1000,
  /** A robot build is a few megabytes; this leaves room without letting a stray upload fill the store. */
  PACKAGE_MAX_MB: 200,
} as const;

export const upgradeName = nameText({
  min: UPGRADE_LIMITS.NAME_MIN,
  max: UPGRADE_LIMITS.NAME_MAX,
  lengthKey: 'upgrades.nameLength',
  requiredKey: 'upgrades.nameRequired',
});

export const UPGRADE_TARGETS = ['all', 'designated'] as const;
export type UpgradeTarget = (typeof UPGRADE_TARGETS)[number];
export const UPGRADE_TARGET_LABELS: Record<UpgradeTarget, Bilingual> = {
  all: { zh_CN: '全部机器人', en_US: 'All robots' },
  designated: { zh_CN: '指定机器人', en_US: 'Designated robots' },
};

/** Where one robot stands in a task. */
export const UPGRADE_RESULT_STATES = ['waiting', 'downloading', 'applied', 'failed'] as const;
export type UpgradeResultState = (typeof UPGRADE_RESULT_STATES)[number];
export const UPGRADE_RESULT_LABELS: Record<UpgradeResultState, Bilingual> = {
  waiting: { zh_CN: '等待中', en_US: 'Waiting' },
  downloading: { zh_CN: '下载中', en_US: 'Downloading' },
  applied: { zh_CN: '已升级', en_US: 'Applied' },
  failed: { zh_CN: '失败', en_US: 'Failed' },
};

/**
 * A task as a whole: disabled; under way; paused (too many of its robots
 * failed: enabling it again resumes it); or every robot applied or failed.
 */
export const UPGRADE_TASK_STATUSES = ['disabled', 'running', 'paused', 'completed'] as const;
export type UpgradeTaskStatus = (typeof UPGRADE_TASK_STATUSES)[number];
export const UPGRADE_TASK_STATUS_LABELS: Record<UpgradeTaskStatus, Bilingual> = {
  disabled: { zh_CN: '已禁用', en_US: 'Disabled' },
  running: { zh_CN: '进行中', en_US: 'In progress' },
  paused: { zh_CN: '已暂停', en_US: 'Paused' },
  completed: { zh_CN: '已完成', en_US: 'Completed' },
};

/** The name and remarks of a package being added (query of the multipart upload). */
export const upgradePackageFields = z.object({
  name: upgradeName,
  remarks: plainText(UPGRADE_LIMITS.REMARKS_MAX, 'upgrades.remarksLength').default(''),
});
export type UpgradePackageFields = z.input<typeof upgradePackageFields>;

/** What the server read from a package file it accepted. */
export const upgradePackageCheck = z.object({
  version: z.string(),
  /** The function description the build carries. */
  description: z.string(),
  fileSize: z.number().int(),
  sha256: z.string(),
});
export type UpgradePackageCheck = z.infer<typeof upgradePackageCheck>;

export const upgradePackageRow = upgradePackageCheck.extend({
  id: z.number().int(),
  name: z.string(),
  remarks: z.string(),
  createdBy: z.string(),
  createdAt: timeText,
  /** Upgrade tasks using it: while any does, it cannot be deleted. */
  tasks: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type UpgradePackageRow = z.infer<typeof upgradePackageRow>;

/** The fields of the add-task wizard. */
export const upgradeTaskFields = z
  .object({
    name: upgradeName,
    description: plainText(UPGRADE_LIMITS.DESCRIPTION_MAX, 'upgrades.descriptionLength').default(''),
    packageId: rowId.nullish(),
    target: z.enum(UPGRADE_TARGETS, 'upgrades.targetInvalid'),
    /** The designated robots (ignored for all robots). */
    robotIds: z.array(rowId).max(UPGRADE_LIMITS.ROBOTS_MAX, 'upgrades.robotsMax').default([]),
    /** Shown on the robot and in the managers' message when it has upgraded. */
    prompt: plainText(UPGRADE_LIMITS.PROMPT_MAX, 'upgrades.promptLength').default(''),
    enabled: z.boolean().default(true),
    /**
     * Staged rollout: the share of the robots (1-100 %) upgraded first; the
     * rest are offered the package once all of those have upgraded or failed.
     */
    firstWavePercent: z
      .number('upgrades.wavePercent')
      .int('upgrades.wavePercent')
      .min(1, 'upgrades.wavePercent')
      .max(100, 'upgrades.wavePercent')
      .default(100),
    /** Pause when more than this share (0-99 %) of the robots done so far failed; none: never. */
    pauseAbovePercent: z
      .number('upgrades.pausePercent')
      .int('upgrades.pausePercent')
      .min(0, 'upgrades.pausePercent')
      .max(99, 'upgrades.pausePercent')
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.packageId)
      ctx.addIssue({ code: 'custom', path: ['packageId'], message: 'upgrades.packageRequired' });
    if (v.target !== 'designated') return;
    if (v.robotIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['robotIds'], message: 'upgrades.robotsRequired' });
    if (new Set(v.robotIds).size !== v.robotIds.length)
      ctx.addIssue({ code: 'custom', path: ['robotIds'], message: 'upgrades.robotTwice' });
  });
export type UpgradeTaskFields = z.input<typeof upgradeTaskFields>;

export const upgradeTaskRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  version: z.string(),
  enabled: z.boolean(),
  status: z.enum(UPGRADE_TASK_STATUSES),
  target: z.enum(UPGRADE_TARGETS),
  /** Robots targeted, and of them upgraded, failed and still waiting or downloading. */
  targeted: z.number().int(),
  upgraded: z.number().int(),
  failed: z.number().int(),
  prompt: z.string(),
  firstWavePercent: z.number().int(),
  pauseAbovePercent: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: timeText,
  /** When the last robot applied or failed (empty while under way). */
  completedAt: timeText,
});
export type UpgradeTaskRow = z.infer<typeof upgradeTaskRow>;

export const upgradeResultRow = z.object({
  robotId: z.number().int(),
  robotsNo: z.string(),
  alias: z.string(),
  departmentName: z.string(),
  state: z.enum(UPGRADE_RESULT_STATES),
  /** Why it failed, as the robot or the server said. */
  reason: z.string(),
  /** The terminal version the robot had when the task began, and has now. */
  fromVersion: z.string(),
  agentVersion: z.string(),
  online: z.boolean(),
  updatedAt: timeText,
});
export type UpgradeResultRow = z.infer<typeof upgradeResultRow>;

/** A robot the add-task wizard can designate. */
export const upgradeRobotRow = z.object({
  id: z.number().int(),
  robotsNo: z.string(),
  alias: z.string(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  agentVersion: z.string(),
  online: z.boolean(),
});
export type UpgradeRobotRow = z.infer<typeof upgradeRobotRow>;

/** A robot and where its latest upgrade stands (the `/upgrade` page). */
export const upgradeFleetRow = upgradeRobotRow.extend({
  runState: z.enum(RobotRunState),
  /** Its latest upgrade task's result, if any task targets it. */
  latest: z
    .object({
      taskId: z.number().int(),
      taskName: z.string(),
      version: z.string(),
      state: z.enum(UPGRADE_RESULT_STATES),
      reason: z.string(),
      updatedAt: timeText,
    })
    .nullable(),
});
export type UpgradeFleetRow = z.infer<typeof upgradeFleetRow>;

export const upgradesApi = defineRoutes('upgrades', {
  packages: pagedList({
    path: '/upgrade/package/list',
    permission: '1306',
    summary: 'Robot upgrade packages by part of the name, newest first',
    filters: { name: emptyAsOmitted(z.string().trim().max(UPGRADE_LIMITS.NAME_MAX)) },
    row: upgradePackageRow,
  }),
  packageDetail: {
    path: '/upgrade/package/detail',
    permission: '1306',
    summary: 'One upgrade package, with the tasks using it',
    input: idBody,
    result: upgradePackageRow,
  },
  checkPackage: {
    path: '/upgrade/package/check',
    permission: '1306:add',
    summary:
      'Checks a robot build (multipart `file`): its format, a version above zero and every checksum; stores nothing',
    input: z.object({}),
    result: upgradePackageCheck,
    kind: 'upload',
  },
  addPackage: {
    path: '/upgrade/package/add',
    permission: '1306:add',
    summary: 'Adds a robot upgrade package (multipart `file`, `?name=&remarks=`), checked as by check',
    input: upgradePackageFields,
    result: upgradePackageRow,
    kind: 'upload',
  },
  removePackage: {
    path: '/upgrade/package/delete',
    permission: '1306:delete',
    summary: 'Deletes an upgrade package no upgrade task uses',
    input: idBody,
    result: z.null(),
  },
  tasks: pagedList({
    path: '/upgrade/task/list',
    permission: '1306',
    summary: 'Upgrade tasks by part of the name and status, newest first, with their counts',
    filters: {
      name: emptyAsOmitted(z.string().trim().max(UPGRADE_LIMITS.NAME_MAX)),
      status: emptyAsOmitted(z.enum(UPGRADE_TASK_STATUSES)),
    },
    row: upgradeTaskRow,
  }),
  taskDetail: {
    path: '/upgrade/task/detail',
    permission: '1306',
    summary: 'One upgrade task with its counts',
    input: idBody,
    result: upgradeTaskRow,
  },
  results: pagedList({
    path: '/upgrade/task/results',
    permission: '1306',
    summary:
      "Each targeted robot's result in an upgrade task (waiting, downloading, applied, failed with why)",
    filters: { id: rowIdParam, state: emptyAsOmitted(z.enum(UPGRADE_RESULT_STATES)) },
    row: upgradeResultRow,
  }),
  robots: pagedList({
    path: '/upgrade/robots',
    permission: '1306:add',
    summary:
      "Robots of the caller's departments a task can designate, by department and part of the number or alias",
    filters: {
      departmentId: emptyAsOmitted(rowIdParam),
      keyword: emptyAsOmitted(z.string().trim().max(64)),
    },
    row: upgradeRobotRow,
  }),
  fleet: pagedList({
    path: '/upgrade/fleet',
    permission: '1306',
    summary:
      "The robots of the caller's departments with their terminal version and their latest upgrade's result; upgrading ones first",
    filters: {
      state: emptyAsOmitted(z.enum(UPGRADE_RESULT_STATES)),
      keyword: emptyAsOmitted(z.string().trim().max(64)),
    },
    row: upgradeFleetRow,
  }),
  addTask: {
    path: '/upgrade/task/add',
    permission: '1306:add',
    summary: "Creates an upgrade task for all the caller's robots or designated ones",
    input: upgradeTaskFields,
    result: upgradeTaskRow,
  },
  enableTask: {
    path: '/upgrade/task/enable',
    permission: '1306:enable',
    summary:
      'Enables or disables an upgrade task; a disabled task offers nothing; enabling a paused task resumes it',
    input: z.object({ id: rowId, enabled: z.boolean() }),
    result: upgradeTaskRow,
  },
  robotPackage: {
    method: 'GET',
    path: '/robot/upgrade/:sha256',
    // The robot's bearer token (from its welcome) is checked by the handler.
    permission: 'public',
    summary:
      'The upgrade package (zip) of an upgrade the robot was offered, by its SHA-256; bearer token of the welcome.',
    result: z.null(),
    kind: 'download',
  },
  removeTask: {
    path: '/upgrade/task/delete',
    permission: '1306:delete',
    summary: 'Deletes an upgrade task and its results',
    input: idBody,
    result: z.null(),
  },
});
