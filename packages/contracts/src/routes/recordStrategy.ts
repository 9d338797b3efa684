import { z } from 'zod';
import { defineRoutes } from '../route';

/**
 * The record strategy tab of system configuration (console-administration.md
 * §3, §5): the ports of a robot's recording service, and whether runs are
 * recorded unless a robot cannot.
 */

const port = z.number('recordStrategy.portRequired').int().min(0).max(65_535);

export const recordStrategy = z
  .object({
    /** Where a robot's recording service sends video. */
    transferPort: port,
    /** Where it takes start and stop. */
    controlPort: port,
    /** Where it reports its own log. */
    logPort: port,
    /** Off: robots record no run (task offers say so). */
    recordByDefault: z.boolean(),
  })
  .refine((s) => new Set([s.transferPort, s.controlPort, s.logPort]).size === 3, {
    path: ['logPort'],
    message: 'recordStrategy.portsDistinct',
  });
export type RecordStrategy = z.infer<typeof recordStrategy>;

export const recordStrategyApi = defineRoutes('recordStrategy', {
  detail: {
    path: '/sys/recordStrategy/detail',
    permission: '1901',
    summary: 'The record strategy: recording ports and whether runs are recorded.',
    result: recordStrategy,
  },
  save: {
    path: '/sys/recordStrategy/save',
    permission: '1901:save',
    summary: 'Saves the record strategy; the three ports must differ. Offers made after it follow it.',
    input: recordStrategy,
    result: z.null(),
  },
});
