import {
  type UpgradeRobotRow,
  type UpgradeTarget,
  type UpgradeTaskFields,
  upgradeTaskFields,
} from '@rpa/contracts';
import type { z } from 'zod';

/** The add-task wizard's values: the designated robots kept whole, to show them. */
export interface TaskValues {
  name?: string;
  description?: string;
  packageId?: number | null;
  prompt?: string;
  enabled?: boolean;
  target?: UpgradeTarget;
  robots?: UpgradeRobotRow[];
  firstWavePercent?: number | null;
  pauseAbovePercent?: number | null;
}

/** What the wizard sends (upgradeTaskFields): ids for the robots, and nothing for a rollout field left empty. */
export function taskBody(v: TaskValues): UpgradeTaskFields {
  const target = v.target ?? 'all';
  return {
    name: v.name ?? '',
    description: v.description ?? '',
    packageId: v.packageId ?? null,
    prompt: v.prompt ?? '',
    enabled: v.enabled ?? true,
    target,
    robotIds: target === 'designated' ? (v.robots ?? []).map((r) => r.id) : [],
    firstWavePercent: v.firstWavePercent ?? undefined,
    pauseAbovePercent: v.pauseAbovePercent ?? null,
  };
}

/** Fields of their own rules, set valid so that the refinements across fields are checked whatever they hold. */
const OTHERS_VALID = { name: 'ok', description: '', prompt: '', firstWavePercent: undefined };

/**
 * The contract's check across fields aimed at `field` (a package chosen;
 * designated robots, none twice), as the server makes it. zod skips the
 * refinements while another field is invalid, and those fields report
 * themselves, so they are set valid here.
 */
export function crossFieldIssue(
  v: TaskValues,
  field: 'packageId' | 'robotIds',
): z.core.$ZodIssue | undefined {
  const parsed = upgradeTaskFields.safeParse({ ...taskBody(v), ...OTHERS_VALID });
  return parsed.error?.issues.find((i) => i.code === 'custom' && i.path[0] === field);
}

/**
 * The robots chosen once `adding` are added: each robot at most once. Those
 * already chosen (or twice in `adding`) are refused and returned, so the
 * wizard can say which.
 */
export function addRobots<R extends { id: number }>(
  chosen: readonly R[],
  adding: readonly R[],
): { chosen: R[]; twice: R[] } {
  const ids = new Set(chosen.map((r) => r.id));
  const next = [...chosen];
  const twice: R[] = [];
  for (const r of adding) {
    if (ids.has(r.id)) twice.push(r);
    else {
      ids.add(r.id);
      next.push(r);
    }
  }
  return { chosen: next, twice };
}
