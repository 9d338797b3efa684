import { UPGRADE_RESULT_STATES, type UpgradeResultRow, type UpgradeTaskRow } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ResultQuery, upgradeKeys, upgradeResults, upgradeTaskDetail } from '../../api/upgrades';
import { useWindowWidth } from '../../app/shell/useWidth';
import { ChoiceSelect, type ListColumn, ListTable, useListQuery } from '../../components/crud';
import { showTime } from '../../components/time';
import { OnlineBadge, ResultStateTag, TaskStatusTag, useUpgradeLabels } from './labels';
import { UpgradeCount } from './UpgradeCount';

/** How often an open task under way is asked again. */
const LIVE_MS = 3000;
const WIDTH = 960;

/**
 * One upgrade task and each targeted robot's result (console-administration.md
 * §3): its state, why it failed, the version it had and has now, filtered by
 * state; asked again every few seconds while the task is under way, and the
 * completion notice once every robot applied or failed.
 */
export function ResultsDrawer({ taskId, onClose }: { taskId: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const windowWidth = useWindowWidth();
  const detail = useQuery({
    queryKey: upgradeKeys.detail(`task-${taskId}`),
    queryFn: () => upgradeTaskDetail(taskId as number),
    enabled: taskId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? LIVE_MS : false),
  });
  const task = detail.data;
  return (
    <Drawer
      open={taskId !== null}
      title={task ? t('upgrades.resultsTitle', { name: task.name }) : t('upgrades.results')}
      size={windowWidth < WIDTH + 80 ? windowWidth : WIDTH}
      onClose={onClose}
      destroyOnHidden
      data-testid="upgrade-results"
    >
      {task ? (
        <Flex vertical gap={16}>
          <TaskNotice task={task} />
          <TaskSummary task={task} />
          <Results task={task} />
        </Flex>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

/** The completion notice (with the task's prompt), or why a paused task waits. */
function TaskNotice({ task }: { task: UpgradeTaskRow }) {
  const { t } = useTranslation();
  if (task.status === 'completed')
    return (
      <Alert
        type={task.failed ? 'warning' : 'success'}
        showIcon
        title={t('upgrades.completedNotice', {
          upgraded: task.upgraded,
          targeted: task.targeted,
          failed: task.failed,
        })}
        description={task.prompt || undefined}
        data-testid="upgrade-results-completed"
      />
    );
  if (task.status === 'paused') return <Alert type="warning" showIcon title={t('upgrades.pausedNotice')} />;
  if (task.status === 'disabled') return <Alert type="info" showIcon title={t('upgrades.disabledNotice')} />;
  return null;
}

function TaskSummary({ task }: { task: UpgradeTaskRow }) {
  const { t } = useTranslation();
  const label = useUpgradeLabels();
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={[
        { key: 'status', label: t('upgrades.status'), children: <TaskStatusTag status={task.status} /> },
        {
          key: 'count',
          label: t('upgrades.upgradedCount'),
          children: <UpgradeCount task={task} testId="upgrade-results-count" />,
        },
        {
          key: 'package',
          label: t('upgrades.package'),
          children: `${task.packageName} (${task.version})`,
        },
        { key: 'target', label: t('upgrades.target'), children: label.target(task.target) },
        {
          key: 'rollout',
          label: t('upgrades.rollout'),
          children: t('upgrades.rolloutText', {
            first: task.firstWavePercent,
            pause:
              task.pauseAbovePercent === null
                ? t('upgrades.neverPaused')
                : t('upgrades.pauseText', { percent: task.pauseAbovePercent }),
          }),
        },
        {
          key: 'completedAt',
          label: t('upgrades.completedAt'),
          children: task.completedAt ? showTime(task.completedAt, 'second') : '-',
        },
        { key: 'description', label: t('upgrades.description'), children: task.description || '-' },
        { key: 'prompt', label: t('upgrades.prompt'), children: task.prompt || '-' },
      ]}
    />
  );
}

/** The robots' results, asked again with the task while it is under way. */
function Results({ task }: { task: UpgradeTaskRow }) {
  const { t } = useTranslation();
  const label = useUpgradeLabels();
  const list = useListQuery<ResultQuery, UpgradeResultRow>({
    keys: upgradeKeys,
    // A change of the task's counts or status is asked for at once, not at the next poll.
    name: `results-${task.id}-${task.status}-${task.upgraded}-${task.failed}`,
    fetch: (q) => upgradeResults({ ...q, id: task.id }),
    refetchInterval: task.status === 'running' ? LIVE_MS : false,
  });
  const columns: ListColumn<UpgradeResultRow>[] = [
    {
      title: t('upgrades.robot'),
      dataIndex: 'robotsNo',
      width: 160,
      ellipsis: true,
      render: (v: string, r) => (r.alias ? `${r.alias} (${v})` : v),
    },
    { title: t('upgrades.department'), dataIndex: 'departmentName', width: 130, ellipsis: true },
    {
      title: t('upgrades.state'),
      dataIndex: 'state',
      width: 90,
      render: (v: UpgradeResultRow['state'], r) => (
        <ResultStateTag state={v} testId={`upgrade-result-state-${r.robotsNo}`} />
      ),
      filter: {
        input: <ChoiceSelect values={UPGRADE_RESULT_STATES} label={label.result} width={140} />,
      },
    },
    {
      title: t('upgrades.reason'),
      dataIndex: 'reason',
      width: 180,
      render: (v: string) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '-'),
    },
    {
      title: t('upgrades.versions'),
      key: 'versions',
      width: 140,
      render: (_, r) => (
        <span data-testid={`upgrade-result-version-${r.robotsNo}`}>
          {`${r.fromVersion || '-'} → ${r.agentVersion || '-'}`}
        </span>
      ),
    },
    {
      title: t('upgrades.online'),
      dataIndex: 'online',
      width: 80,
      render: (v: boolean) => <OnlineBadge online={v} />,
    },
    {
      title: t('upgrades.updatedAt'),
      dataIndex: 'updatedAt',
      width: 160,
      render: (v: string) => showTime(v, 'second'),
    },
  ];
  return (
    <ListTable<UpgradeResultRow, ResultQuery>
      list={list}
      columns={columns}
      rowKey="robotId"
      scrollX={900}
      tableProps={{ size: 'small' }}
      emptyText={t('upgrades.noResults')}
      testId="upgrade-results"
    />
  );
}
