import { PlusOutlined, RedoOutlined } from '@ant-design/icons';
import {
  TASK_ITEM_FINISHED,
  TASK_ITEM_PRIORITY_LABELS,
  TASK_ITEM_STATE_LABELS,
  TASK_ITEM_STATES,
  type TaskDataRow,
  type TaskItemRow,
  type TaskItemState,
  taskDataApi,
  toLang,
} from '@rpa/contracts';
import { Button, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteItems,
  importItems,
  itemTemplate,
  listItems,
  rerunItems,
  type TaskItemQuery,
  taskDataKeys,
} from '../../api/taskData';
import {
  ChoiceSelect,
  ImportButton,
  type ListColumn,
  ListTable,
  TextFilter,
  useConfirmAction,
  useListQuery,
  useSelection,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { AddItemDialog } from './AddItemDialog';

const COLOURS: Record<TaskItemState, string | undefined> = {
  waitToRun: undefined,
  rerun: 'purple',
  running: 'processing',
  runSuccessfully: 'success',
  runFailed: 'error',
  waitTimeout: 'warning',
  deleted: 'default',
};

interface Props {
  /** The space whose items are shown; null: closed. */
  space: TaskDataRow | null;
  canEdit: boolean;
  onClose(): void;
}

/** A space's items (§3, §4): their states, attempts and results; add, import, rerun and delete. */
export function TaskItemsDialog({ space, canEdit, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={space !== null}
      title={space ? t('taskData.itemsTitle', { name: space.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={1100}
      destroyOnHidden
    >
      {space && <Items space={space} canEdit={canEdit} />}
    </Modal>
  );
}

function Items({ space, canEdit }: { space: TaskDataRow; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const [adding, setAdding] = useState(false);
  const list = useListQuery<TaskItemQuery, TaskItemRow>({
    keys: taskDataKeys,
    name: `items-${space.id}`,
    fetch: (q) => listItems({ ...q, spaceId: space.id }),
  });
  const selection = useSelection<TaskItemRow>((i) => i.reference || `#${i.id}`);
  const confirm = useConfirmAction([taskDataKeys.all]);
  const selected = list.query.data?.records.filter((i) => selection.selected.includes(i.id)) ?? [];

  const columns: ListColumn<TaskItemRow>[] = [
    { title: t('taskData.itemId'), dataIndex: 'id', width: 80 },
    {
      title: t('taskData.reference'),
      dataIndex: 'reference',
      width: 150,
      ellipsis: true,
      render: (v: string) => v || '-',
      filter: {
        input: (
          <TextFilter
            field={taskDataApi.records.input.shape.reference}
            width={160}
            data-testid="task-items-filter-reference"
          />
        ),
      },
    },
    {
      title: t('taskData.state'),
      dataIndex: 'state',
      width: 130,
      render: (v: TaskItemState) => <Tag color={COLOURS[v]}>{TASK_ITEM_STATE_LABELS[v][lang]}</Tag>,
      filter: {
        input: (
          <ChoiceSelect
            values={TASK_ITEM_STATES}
            label={(v) => TASK_ITEM_STATE_LABELS[v][lang]}
            width={140}
          />
        ),
      },
    },
    {
      title: t('taskData.priority'),
      dataIndex: 'priority',
      width: 80,
      render: (v: 0 | 1 | 2) => TASK_ITEM_PRIORITY_LABELS[v][lang],
    },
    {
      title: t('taskData.content'),
      dataIndex: 'content',
      width: 240,
      render: (v: unknown) => (
        <Typography.Text code ellipsis={{ tooltip: JSON.stringify(v, null, 2) }} style={{ maxWidth: 220 }}>
          {JSON.stringify(v)}
        </Typography.Text>
      ),
    },
    { title: t('taskData.attempts'), dataIndex: 'attempts', width: 90 },
    {
      title: t('taskData.result'),
      key: 'result',
      width: 220,
      ellipsis: true,
      render: (_: unknown, i) => i.failureReason || (i.output === null ? '-' : JSON.stringify(i.output)),
    },
    { title: t('taskData.robot'), dataIndex: 'robotsNo', width: 130, render: (v: string) => v || '-' },
    {
      title: t('taskData.deadline'),
      dataIndex: 'deadline',
      width: 160,
      render: (v: string | null) => showTime(v),
    },
    {
      title: t('taskData.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      render: (v: string) => showTime(v),
    },
  ];

  const act = (action: 'rerun' | 'delete') =>
    confirm({
      title: action === 'rerun' ? t('taskData.rerun') : t('taskData.deleteItems'),
      content:
        action === 'rerun'
          ? t('taskData.rerunConfirm', { count: selected.length })
          : t('taskData.deleteItemsConfirm', { count: selected.length }),
      danger: action === 'delete',
      okTestId: `task-items-${action}-ok`,
      run: async () => {
        const ids = selected.map((i) => i.id);
        const done =
          action === 'rerun'
            ? (await rerunItems(space.id, ids)).rerun
            : (await deleteItems(space.id, ids)).deleted;
        selection.drop(ids);
        return done;
      },
      success: (count) =>
        action === 'rerun' ? t('taskData.rerunDone', { count }) : t('taskData.itemsDeleted', { count }),
    });

  const toolbar = canEdit && (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setAdding(true)}
        data-testid="task-items-add"
      >
        {t('taskData.addItem')}
      </Button>
      <ImportButton
        title={t('taskData.importTitle', { name: space.name })}
        templateName={`${t('taskData.templateName')}.xlsx`}
        template={itemTemplate}
        upload={importItems(space.id)}
        onImported={() => void list.query.refetch()}
        testId="task-items-import"
      />
      <Button
        icon={<RedoOutlined />}
        disabled={selected.length === 0 || !selected.every((i) => TASK_ITEM_FINISHED.includes(i.state))}
        onClick={() => act('rerun')}
        data-testid="task-items-rerun"
      >
        {t('taskData.rerun')}
      </Button>
      <Button
        danger
        disabled={
          selected.length === 0 || selected.some((i) => i.state === 'running' || i.state === 'deleted')
        }
        onClick={() => act('delete')}
        data-testid="task-items-delete"
      >
        {t('taskData.deleteItems')}
      </Button>
    </>
  );

  return (
    <>
      <ListTable<TaskItemRow, TaskItemQuery>
        list={list}
        columns={columns}
        scrollX={1400}
        tableProps={{ size: 'small' }}
        emptyText={t('taskData.noItems')}
        testId="task-items"
        toolbar={toolbar}
        rowSelection={canEdit ? selection.rowSelection : undefined}
      />
      <AddItemDialog spaceId={adding ? space.id : null} onClose={() => setAdding(false)} />
    </>
  );
}
