import { type TaskDataRow, taskDataApi } from '@rpa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteSpaces, listSpaces, type TaskDataQuery, taskDataKeys } from '../../api/taskData';
import {
  AddButton,
  DeleteSelectedButton,
  type ListColumn,
  ListPage,
  rowActionsColumn,
  TextFilter,
  useConfirmDelete,
  useListQuery,
  useSelection,
} from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { TaskDataFormDrawer } from './TaskDataFormDrawer';
import { TaskItemsDialog } from './TaskItemsDialog';

/**
 * Task data (console-administration.md §2-§5): queues of work items robots
 * take one at a time, with search by name and department, add and edit in a
 * drawer, delete after a confirmation (refused while an item runs), and
 * each space's items.
 */
export default function TaskDataListPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const list = useListQuery<TaskDataQuery, TaskDataRow>({ keys: taskDataKeys, fetch: listSpaces });
  const selection = useSelection<TaskDataRow>((s) => s.name);
  const remove = useConfirmDelete({
    invalidates: [taskDataKeys.all],
    texts: 'taskData',
    okTestId: 'task-data-delete-ok',
    remove: deleteSpaces,
    onDeleted: selection.drop,
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [itemsOf, setItemsOf] = useState<TaskDataRow | null>(null);

  const columns: ListColumn<TaskDataRow>[] = [
    {
      title: t('taskData.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      fixed: 'left',
      filter: {
        input: (
          <TextFilter
            field={taskDataApi.list.input.shape.name}
            width={180}
            data-testid="task-data-filter-name"
          />
        ),
      },
    },
    { title: t('taskData.description'), dataIndex: 'description', width: 200, ellipsis: true },
    {
      title: t('taskData.department'),
      dataIndex: 'departmentName',
      width: 150,
      ellipsis: true,
      filter: { name: 'departmentId', input: <DepartmentSelect allowClear style={{ width: 170 }} /> },
    },
    {
      title: t('taskData.items'),
      dataIndex: 'items',
      width: 170,
      render: (_: number, s) =>
        t('taskData.itemCounts', { items: s.items, max: s.maxItems, waiting: s.waiting, running: s.running }),
    },
    { title: t('taskData.maxAttempts'), dataIndex: 'maxAttempts', width: 130 },
    {
      title: t('taskData.sla'),
      dataIndex: 'slaMinutes',
      width: 110,
      render: (v: number) => (v ? `${v} ${t('taskData.minutes')}` : t('taskData.slaNone')),
    },
    {
      title: t('taskData.robots'),
      dataIndex: 'robots',
      width: 180,
      ellipsis: true,
      render: (robots: TaskDataRow['robots']) =>
        robots.length ? robots.map((r) => r.alias || r.robotsNo).join(', ') : t('taskData.allRobots'),
    },
    {
      title: t('taskData.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
  ];
  if (allows('edit') || allows('delete') || allows('detail'))
    columns.push(
      rowActionsColumn(t, 220, (s) => [
        {
          key: 'items',
          label: t('taskData.itemsAction'),
          shown: allows('detail'),
          onClick: () => setItemsOf(s),
          testId: `task-data-items-${s.id}`,
        },
        {
          key: 'edit',
          label: t('common.edit'),
          shown: allows('edit'),
          onClick: () => setEditing(s.id),
          testId: `task-data-edit-${s.id}`,
        },
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          shown: allows('delete'),
          onClick: () => remove([s.id], s.name),
          testId: `task-data-delete-${s.id}`,
        },
      ]),
    );

  const toolbar = (
    <>
      {allows('add') && (
        <AddButton onClick={() => setEditing(0)} data-testid="task-data-add">
          {t('taskData.add')}
        </AddButton>
      )}
      {allows('delete') && (
        <DeleteSelectedButton selected={selection.selected} onClick={() => remove(selection.selected)}>
          {t('taskData.deleteSelected')}
        </DeleteSelectedButton>
      )}
    </>
  );

  return (
    <ListPage<TaskDataRow, TaskDataQuery>
      title={t('taskData.title')}
      list={list}
      columns={columns}
      scrollX={1300}
      emptyText={t('taskData.empty')}
      testId="task-data"
      toolbar={toolbar}
      rowSelection={allows('delete') ? selection.rowSelection : undefined}
    >
      <TaskDataFormDrawer spaceId={editing} onClose={() => setEditing(null)} />
      <TaskItemsDialog space={itemsOf} canEdit={allows('edit')} onClose={() => setItemsOf(null)} />
    </ListPage>
  );
}
