import { z } from 'zod';
import type { Bilingual } from '../i18n';
import { defineRoutes } from '../route';
import { hasNul, nameText, textLength } from '../text';

/**
 * The 9.0 robot upgrade tab of system configuration (console-administration.md
 * §2, §3, §5): a version and the files a robot fetches to reach it. A robot
 * downloads each file, checks its MD5 (a mismatch fails the whole upgrade),
 * then replaces, overwrites or executes it at its target path.
 */

export const ROBOT_UPGRADE_ACTIONS = ['replace', 'overwrite', 'execute'] as const;
export type RobotUpgradeAction = (typeof ROBOT_UPGRADE_ACTIONS)[number];
export const ROBOT_UPGRADE_ACTION_LABELS: Record<RobotUpgradeAction, Bilingual> = {
  replace: { zh_CN: '替换', en_US: 'Replace' },
  overwrite: { zh_CN: '覆盖', en_US: 'Overwrite' },
  execute: { zh_CN: '执行', en_US: 'Execute' },
};

export const ROBOT_UPGRADE_LIMITS = {
  VERSION_MAX: 20,
  FILES_MAX: 1000,
  NAME_MAX: 255,
  SOURCE_URL_MAX: 2048,
  TARGET_PATH_MAX: 1024,
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const robotUpgradeVersion = nameText({
  max: ROBOT_UPGRADE_LIMITS.VERSION_MAX,
  lengthKey: 'robotUpgrade.versionLength',
});

/** One file of the upgrade. */
export const robotUpgradeFile = z.object({
  name: nameText({ max: ROBOT_UPGRADE_LIMITS.NAME_MAX, lengthKey: 'robotUpgrade.nameLength' }),
  /** Lower-cased, so robots compare it with their own digest as text. */
  md5: z
    .string('robotUpgrade.md5Format')
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, 'robotUpgrade.md5Format')
    .toLowerCase(),
  /** Bytes. */
  size: z
    .number('robotUpgrade.sizeInvalid')
    .int('robotUpgrade.sizeInvalid')
    .min(0, 'robotUpgrade.sizeInvalid')
    .max(Number.MAX_SAFE_INTEGER, 'robotUpgrade.sizeInvalid'),
  /** Where robots download it: http or https. */
  sourceUrl: z
    .string('robotUpgrade.sourceUrlRequired')
    .trim()
    .refine((s) => s !== '', { message: 'robotUpgrade.sourceUrlRequired', abort: true })
    .refine(
      (s) => textLength(s) <= ROBOT_UPGRADE_LIMITS.SOURCE_URL_MAX && isHttpUrl(s),
      'robotUpgrade.sourceUrlFormat',
    ),
  /** Where it goes on the robot's machine. */
  targetPath: z
    .string('robotUpgrade.targetPathRequired')
    .trim()
    .refine((s) => s !== '', { message: 'robotUpgrade.targetPathRequired', abort: true })
    .refine((s) => !hasNul(s), { message: 'error.nulCharacter', abort: true })
    .refine((s) => textLength(s) <= ROBOT_UPGRADE_LIMITS.TARGET_PATH_MAX, 'robotUpgrade.targetPathLength'),
  action: z.enum(ROBOT_UPGRADE_ACTIONS, 'robotUpgrade.actionInvalid'),
});
export type RobotUpgradeFile = z.infer<typeof robotUpgradeFile>;

/** What a save must hold. An empty list is allowed (the console asks first). */
export const robotUpgrade = z.object({
  version: robotUpgradeVersion,
  files: z.array(robotUpgradeFile).max(ROBOT_UPGRADE_LIMITS.FILES_MAX, 'robotUpgrade.filesMax'),
});
export type RobotUpgrade = z.infer<typeof robotUpgrade>;

/**
 * What is stored and answered: as saved, or before any save an empty version
 * and no files (nothing for robots to apply). A made-up default version would
 * read as an upgrade nobody published.
 */
export const robotUpgradeStored = robotUpgrade.extend({
  version: z.union([z.literal(''), robotUpgradeVersion]),
});

export const robotUpgradeApi = defineRoutes('robotUpgrade', {
  detail: {
    path: '/sys/robotUpgrade/detail',
    permission: '1901',
    summary: 'The 9.0 robot upgrade: its version and files (an empty version before the first save).',
    result: robotUpgradeStored,
  },
  robotList: {
    method: 'GET',
    path: '/robot/upgrade90',
    // The robot's bearer token (from its welcome) is checked by the handler.
    permission: 'public',
    summary:
      'The saved 9.0 upgrade as a robot applies it (docs/robot-protocol.md, "9.0 upgrade list"); bearer token of the welcome.',
    result: robotUpgradeStored,
  },
  save: {
    path: '/sys/robotUpgrade/save',
    permission: '1901:save',
    summary:
      'Saves the 9.0 robot upgrade: a version of 1-20 characters and 0-1000 files, each with its MD5, source URL, target path and action.',
    input: robotUpgrade,
    result: z.null(),
  },
});
