import { UPGRADE_TASK_STATUSES, type UpgradeTaskRow, upgradesApi } from '@rpa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listUpgradeTasks, removeUpgradeTask, type UpgradeTaskQuery, upgradeKeys } from '../../api/upgrades';
import {
  AddButton,
  ChoiceSelect,
  type ListColumn,
  ListTable,
  rowActionsColumn,
  TextFilter,
  useConfirmAction,
  useListQuery,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { AddTaskWizard } from './AddTaskWizard';
import { TaskStatusTag, useUpgradeLabels } from './labels';
import { ResultsDrawer } from './ResultsDrawer';
import { TaskEnabledSwitch, useTaskSwitch } from './TaskEnabledSwitch';
import { UpgradeCount } from './UpgradeCount';
import type { UpgradeButtons } from './UpgradesPage';

/** Robots move on their own: the open list asks again this often (only while the page is visible). */
const REFRESH_MS = 5000;

/**
 * The upgrade tasks tab: search by name and status; each task's package,
 * status, robots upgraded of those targeted, target and enabled switch
 * (disabling asks first); its robots' results; delete after a
 * confirmation; and the add wizard.
 */
export function TaskList({ buttons }: { buttons: UpgradeButtons }) {
  const { t } = useTranslation();
  const label = useUpgradeLabels();
  const list = useListQuery<UpgradeTaskQuery, UpgradeTaskRow>({
    keys: upgradeKeys,
    name: 'tasks',
    fetch: listUpgradeTasks,
    refetchInterval: REFRESH_MS,
  });
  const confirm = useConfirmAction([upgradeKeys.all]);
  const { enable } = useTaskSwitch();
  const [adding, setAdding] = useState(false);
  const [resultsOf, setResultsOf] = useState<number | null>(null);

  const remove = (task: UpgradeTaskRow) =>
    confirm({
      title: t('upgrades.deleteTaskTitle'),
      content: t('upgrades.deleteTaskOne', { name: task.name }),
      okText: t('common.delete'),
      okTestId: 'upgrade-task-delete-ok',
      danger: true,
      run: () => removeUpgradeTask(task.id),
      success: t('upgrades.taskDeleted', { name: task.name }),
    });

  const columns: ListColumn<UpgradeTaskRow>[] = [
    {
      title: t('upgrades.taskName'),
      dataIndex: 'name',
      width: 170,
      ellipsis: true,
      fixed: 'left',
      render: (v: string, task) => (
        <span title={v} data-testid={`upgrade-task-name-${task.id}`}>
          {v}
        </span>
      ),
      filter: {
        input: (
          <TextFilter
            field={upgradesApi.tasks.input.shape.name}
            width={180}
            data-testid="upgrade-tasks-filter-name"
          />
        ),
      },
    },
    { title: t('upgrades.package'), dataIndex: 'packageName', width: 160, ellipsis: true },
    { title: t('upgrades.version'), dataIndex: 'version', width: 100 },
    {
      title: t('upgrades.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: UpgradeTaskRow['status'], task) => (
        <TaskStatusTag status={v} testId={`upgrade-task-status-${task.id}`} />
      ),
      filter: {
        input: (
          <ChoiceSelect
            values={UPGRADE_TASK_STATUSES}
            label={label.status}
            width={140}
            data-testid="upgrade-tasks-filter-status"
          />
        ),
      },
    },
    {
      title: t('upgrades.upgradedCount'),
      key: 'count',
      width: 150,
      render: (_, task) => <UpgradeCount task={task} testId={`upgrade-task-count-${task.id}`} />,
    },
    {
      title: t('upgrades.target'),
      dataIndex: 'target',
      width: 130,
      render: (v: UpgradeTaskRow['target']) => label.target(v),
    },
    {
      title: t('upgrades.enabledField'),
      dataIndex: 'enabled',
      width: 90,
      render: (_, task) => <TaskEnabledSwitch task={task} editable={buttons.enable} />,
    },
    { title: t('upgrades.description'), dataIndex: 'description', width: 180, ellipsis: true },
    {
      title: t('upgrades.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
    rowActionsColumn<UpgradeTaskRow>(
      t,
      180,
      (task) => [
        {
          key: 'results',
          label: t('upgrades.results'),
          onClick: () => setResultsOf(task.id),
          testId: `upgrade-task-results-${task.id}`,
        },
        {
          key: 'resume',
          label: t('upgrades.resume'),
          shown: buttons.enable && task.status === 'paused',
          onClick: () => enable(task, () => {}),
          testId: `upgrade-task-resume-${task.id}`,
        },
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          shown: buttons.delete,
          onClick: () => remove(task),
          testId: `upgrade-task-delete-${task.id}`,
        },
      ],
      { inline: 2, moreTestId: (task) => `upgrade-task-more-${task.id}` },
    ),
  ];

  return (
    <>
      <ListTable<UpgradeTaskRow, UpgradeTaskQuery>
        list={list}
        columns={columns}
        scrollX={1450}
        emptyText={t('upgrades.noTasks')}
        testId="upgrade-tasks"
        toolbar={
          buttons.add && (
            <AddButton onClick={() => setAdding(true)} data-testid="upgrade-task-add">
              {t('upgrades.addTask')}
            </AddButton>
          )
        }
      />
      <AddTaskWizard open={adding} onClose={() => setAdding(false)} />
      <ResultsDrawer taskId={resultsOf} onClose={() => setResultsOf(null)} />
    </>
  );
}
