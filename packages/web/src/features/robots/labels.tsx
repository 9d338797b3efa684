import type { RobotRow, RobotRunStateValue } from '@rpa/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** How the robot states of console-administration.md §4 look wherever a robot is shown. */

const RUN_COLOURS: Record<RobotRunStateValue, string> = {
  idle: 'green',
  running: 'processing',
  upgrading: 'purple',
  offline: 'default',
};

/** Run state (idle, running, upgrading, offline), or "unbound" once a manager unbound the robot. */
export function RunStateTag({ robot }: { robot: Pick<RobotRow, 'runState' | 'bound' | 'robotsNo'> }) {
  const { t } = useTranslation();
  return robot.bound ? (
    <Tag color={RUN_COLOURS[robot.runState]} data-testid={`robot-state-${robot.robotsNo}`}>
      {t(`robots.run_${robot.runState}`)}
    </Tag>
  ) : (
    <Tag color="warning" data-testid={`robot-state-${robot.robotsNo}`}>
      {t('robots.unbound')}
    </Tag>
  );
}

/** The status of the licence the robot's seat is on, or "not authorised" without a seat. */
export function LicenceStateTag({ robot }: { robot: Pick<RobotRow, 'licenceState' | 'licSn'> }) {
  const { t } = useTranslation();
  const s = robot.licenceState;
  const colour = s === 'valid' ? 'green' : s === 'none' ? 'default' : 'red';
  return (
    <Tag color={colour} title={robot.licSn ?? undefined}>
      {t(`robots.licence_${s}`)}
    </Tag>
  );
}

/** Desktop steward: connected, not connected, or not bound to one. */
export function DesktopStateTag({ robot }: { robot: Pick<RobotRow, 'desktopState'> }) {
  const { t } = useTranslation();
  const s = robot.desktopState;
  const colour = s === 'connected' ? 'green' : s === 'notConnected' ? 'orange' : 'default';
  return <Tag color={colour}>{t(`robots.desktop_${s}`)}</Tag>;
}
