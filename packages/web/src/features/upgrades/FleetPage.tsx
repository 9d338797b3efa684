import {
  type RobotRunStateValue,
  UPGRADE_RESULT_STATES,
  type UpgradeFleetRow,
  upgradesApi,
} from '@rpa/contracts';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FleetQuery, upgradeFleet, upgradeKeys } from '../../api/upgrades';
import { ChoiceSelect, type ListColumn, ListTable, TextFilter, useListQuery } from '../../components/crud';
import { showTime } from '../../components/time';
import { RunStateTag } from '../robots/labels';
import { OnlineBadge, ResultStateTag, useUpgradeLabels } from './labels';

/** Robots upgrade on their own: the page asks again this often. */
const REFRESH_MS = 5000;

/**
 * `/upgrade` (console-core.md §2, with the error pages, outside the shell):
 * each robot of the caller's departments with its terminal version and
 * where its own latest upgrade stands, upgrading ones first, kept fresh;
 * a wall display for a rollout under way. Managing packages and tasks is
 * on the upgrades screen it links to.
 */
export default function FleetPage() {
  const { t } = useTranslation();
  const list = useListQuery<FleetQuery, UpgradeFleetRow>({
    keys: upgradeKeys,
    name: 'fleet',
    fetch: upgradeFleet,
    refetchInterval: REFRESH_MS,
  });
  return (
    <Flex vertical style={{ padding: 16, minHeight: '100vh' }} gap={16}>
      <Card title={<span data-testid="upgrade-fleet-title">{t('upgrades.fleetTitle')}</span>}>
        <Typography.Paragraph type="secondary">
          {t('upgrades.fleetIntro')} <Link to="/manager/upgrade">{t('upgrades.fleetManage')}</Link>
        </Typography.Paragraph>
        <ListTable<UpgradeFleetRow, FleetQuery>
          list={list}
          columns={useFleetColumns()}
          rowKey="id"
          scrollX={1000}
          emptyText={t('upgrades.fleetEmpty')}
          testId="upgrade-fleet"
        />
      </Card>
    </Flex>
  );
}

function useFleetColumns(): ListColumn<UpgradeFleetRow>[] {
  const { t } = useTranslation();
  const label = useUpgradeLabels();
  return [
    {
      title: t('upgrades.robot'),
      dataIndex: 'robotsNo',
      width: 170,
      ellipsis: true,
      fixed: 'left',
      render: (v: string, r) => (r.alias ? `${r.alias} (${v})` : v),
      filter: {
        input: (
          <TextFilter
            field={upgradesApi.fleet.input.shape.keyword}
            width={180}
            data-testid="upgrade-fleet-filter-keyword"
          />
        ),
        name: 'keyword',
      },
    },
    { title: t('upgrades.department'), dataIndex: 'departmentName', width: 130, ellipsis: true },
    {
      title: t('upgrades.runState'),
      dataIndex: 'runState',
      width: 110,
      render: (v: RobotRunStateValue, r) => (
        <RunStateTag robot={{ runState: v, bound: true, robotsNo: r.robotsNo }} />
      ),
    },
    {
      title: t('upgrades.agentVersion'),
      dataIndex: 'agentVersion',
      width: 110,
      render: (v: string) => v || '-',
    },
    {
      title: t('upgrades.latestTask'),
      key: 'task',
      width: 170,
      ellipsis: true,
      render: (_, r) => (r.latest ? `${r.latest.taskName} (${r.latest.version})` : '-'),
    },
    {
      title: t('upgrades.state'),
      key: 'state',
      width: 100,
      render: (_, r) =>
        r.latest ? (
          <ResultStateTag state={r.latest.state} testId={`upgrade-fleet-state-${r.robotsNo}`} />
        ) : (
          '-'
        ),
      filter: {
        input: <ChoiceSelect values={UPGRADE_RESULT_STATES} label={label.result} width={140} />,
        name: 'state',
      },
    },
    {
      title: t('upgrades.reason'),
      key: 'reason',
      width: 200,
      render: (_, r) =>
        r.latest?.reason ? <Typography.Text type="danger">{r.latest.reason}</Typography.Text> : '-',
    },
    {
      title: t('upgrades.online'),
      dataIndex: 'online',
      width: 90,
      render: (v: boolean) => <OnlineBadge online={v} />,
    },
    {
      title: t('upgrades.updatedAt'),
      key: 'updatedAt',
      width: 160,
      render: (_, r) => (r.latest ? showTime(r.latest.updatedAt, 'second') : '-'),
    },
  ];
}
