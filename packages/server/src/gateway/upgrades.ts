import type { RobotMessage, UpgradeOutcome } from '@rpa/contracts';

/**
 * Where the gateway hands what robots say about upgrades
 * (docs/robot-protocol.md, "Upgrades"). The upgrades module implements it
 * (`app.gateway.setUpgradeDesk`); until then nothing is offered, so nothing
 * is reported.
 */
export interface UpgradeDesk {
  /** A robot was welcomed: the outcome its hello reported, and the version it runs now. */
  welcomed(robotId: number, outcome: UpgradeOutcome | undefined, agentVersion: string): Promise<void>;
  /** An `upgrade.status` of the robot. */
  status(robotId: number, m: Extract<RobotMessage, { type: 'upgrade.status' }>): Promise<void>;
}

export const noUpgrades: UpgradeDesk = { welcomed: async () => {}, status: async () => {} };
