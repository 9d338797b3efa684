import { DeleteOutlined } from '@ant-design/icons';
import type { HousekeeperRow } from '@rpa/contracts';
import { housekeepersApi } from '@rpa/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteHousekeepers,
  type HousekeeperQuery,
  housekeeperKeys,
  listHousekeepers,
} from '../../api/housekeepers';
import {
  ChoiceSelect,
  type ListColumn,
  ListPage,
  rowActionsColumn,
  TextFilter,
  useConfirmAction,
  useListQuery,
  useSelection,
} from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { Desktops } from './Desktops';
import { RenameDialog } from './RenameDialog';

const time = (v: string) => showTime(v, 'second');

/**
 * Desktop stewards (console-administration.md §2-§5): the housekeepers of
 * the robots' machines with their connection and desktops (live: a steward
 * connecting or a display changing pushes a refetch), search, rename (2-60,
 * only `@ - _` as special characters; the running steward is told) and
 * delete (the steward stops; its robots become not bound).
 */
export default function HousekeeperListPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const list = useListQuery<HousekeeperQuery, HousekeeperRow>({
    keys: housekeeperKeys,
    fetch: listHousekeepers,
  });
  const selection = useSelection<HousekeeperRow>((h) => h.housekeeperAlias || String(h.id));
  const confirm = useConfirmAction([housekeeperKeys.all]);
  const [renaming, setRenaming] = useState<HousekeeperRow | null>(null);

  const remove = (ids: number[], alias?: string) =>
    confirm({
      title: t('housekeepers.deleteTitle'),
      content:
        ids.length === 1 && alias !== undefined
          ? t('housekeepers.deleteOne', { name: alias })
          : t('housekeepers.deleteMany', { count: ids.length }),
      okText: t('common.delete'),
      okTestId: 'housekeeper-delete-ok',
      danger: true,
      run: async () => {
        const r = await deleteHousekeepers(ids);
        selection.drop(ids);
        return r;
      },
      success: (r) => t('housekeepers.deleted', { count: r.deleted }),
    });

  const columns: ListColumn<HousekeeperRow>[] = [
    {
      title: t('housekeepers.alias'),
      dataIndex: 'housekeeperAlias',
      width: 180,
      ellipsis: true,
      fixed: 'left',
      render: (v: string, h) => (
        <span data-testid={`housekeeper-alias-${h.id}`} title={v}>
          {v}
        </span>
      ),
      filter: {
        name: 'name',
        label: t('housekeepers.keyword'),
        input: (
          <TextFilter
            field={housekeepersApi.list.input.shape.name}
            placeholder={t('housekeepers.keywordHint')}
            width={200}
            data-testid="housekeepers-filter-name"
          />
        ),
      },
    },
    { title: t('housekeepers.name'), dataIndex: 'name', width: 170, ellipsis: true },
    {
      title: t('housekeepers.connection'),
      dataIndex: 'connection',
      width: 110,
      render: (c: HousekeeperRow['connection']) =>
        c === 'connected' ? (
          <Tag color="green">{t('housekeepers.connected')}</Tag>
        ) : (
          <Tag>{t('housekeepers.notConnected')}</Tag>
        ),
      filter: {
        input: (
          <ChoiceSelect
            values={['connected', 'notConnected'] as const}
            label={(c) => t(`housekeepers.${c}`)}
            width={130}
          />
        ),
      },
    },
    {
      title: t('housekeepers.desktops'),
      dataIndex: 'desktops',
      width: 230,
      render: (desktops: HousekeeperRow['desktops']) => <Desktops desktops={desktops} />,
    },
    { title: t('housekeepers.ip'), dataIndex: 'ip', width: 140, render: (v: string) => v || '-' },
    {
      title: t('housekeepers.department'),
      dataIndex: 'departmentName',
      width: 150,
      ellipsis: true,
      filter: { name: 'departmentId', input: <DepartmentSelect allowClear style={{ width: 170 }} /> },
    },
    {
      title: t('housekeepers.robots'),
      dataIndex: 'robotIds',
      width: 90,
      render: (ids: number[]) => ids.length,
    },
    { title: t('housekeepers.version'), dataIndex: 'version', width: 90, render: (v: string) => v || '-' },
    { title: t('housekeepers.registeredAt'), dataIndex: 'registeredAt', width: 170, render: time },
    { title: t('housekeepers.refreshedAt'), dataIndex: 'refreshedAt', width: 170, render: time },
  ];
  if (allows('edit') || allows('delete')) {
    columns.push(
      rowActionsColumn(t, 140, (h) => [
        {
          key: 'rename',
          label: t('housekeepers.rename'),
          shown: allows('edit'),
          onClick: () => setRenaming(h),
          testId: `housekeeper-rename-${h.id}`,
        },
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          shown: allows('delete'),
          onClick: () => remove([h.id], h.housekeeperAlias),
        },
      ]),
    );
  }

  return (
    <ListPage<HousekeeperRow, HousekeeperQuery>
      title={t('housekeepers.title')}
      list={list}
      columns={columns}
      scrollX={1320}
      emptyText={t('housekeepers.empty')}
      testId="housekeepers"
      rowSelection={allows('delete') ? selection.rowSelection : undefined}
      toolbar={
        allows('delete') && (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selection.selected.length === 0}
            onClick={() => {
              // One chosen steward is named in the question, as from its row.
              const [only] = selection.selected;
              const row = list.query.data?.records.find((h) => h.id === only);
              remove(selection.selected, selection.selected.length === 1 ? row?.housekeeperAlias : undefined);
            }}
          >
            {t('housekeepers.deleteSelected')}
          </Button>
        )
      }
    >
      <RenameDialog housekeeper={renaming} onClose={() => setRenaming(null)} />
    </ListPage>
  );
}
