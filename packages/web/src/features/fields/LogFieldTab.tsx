import { fieldsApi, LOG_FIELD_TYPES, type LogFieldRow } from '@rpa/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteLogFields, type LogFieldQuery, listLogFields, logFieldKeys } from '../../api/fields';
import {
  AddButton,
  ChoiceSelect,
  type ListColumn,
  ListTable,
  rowActionsColumn,
  TextFilter,
  useConfirmDelete,
  useListQuery,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { FieldProcessSelect } from './FieldProcessSelect';
import { LogFieldDrawer } from './LogFieldDrawer';

/** The process log fields: search by name, key, type and process; add, edit, delete (not the presets). */
export function LogFieldTab() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const list = useListQuery<LogFieldQuery, LogFieldRow>({ keys: logFieldKeys, fetch: listLogFields });
  const remove = useConfirmDelete({
    invalidates: [logFieldKeys.all],
    texts: 'fields',
    okTestId: 'log-field-delete-ok',
    remove: deleteLogFields,
    onDeleted: () => {},
  });
  const [editing, setEditing] = useState<LogFieldRow | 0 | null>(null);

  const columns: ListColumn<LogFieldRow>[] = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      fixed: 'left',
      filter: { input: <TextFilter field={fieldsApi.logList.input.shape.name} width={160} /> },
    },
    {
      title: t('fields.key'),
      dataIndex: 'key',
      width: 150,
      render: (v: string, r) => <code data-testid={`log-field-key-${r.id}`}>{v}</code>,
      filter: { input: <TextFilter field={fieldsApi.logList.input.shape.key} width={140} /> },
    },
    {
      title: t('fields.type'),
      dataIndex: 'type',
      width: 120,
      render: (v: LogFieldRow['type'], r) =>
        `${t(`fields.type_${v}`)}${v === 'decimal' ? ` (${t('fields.places', { n: r.decimals ?? 0 })})` : ''}`,
      filter: {
        input: <ChoiceSelect values={LOG_FIELD_TYPES} label={(v) => t(`fields.type_${v}`)} width={130} />,
      },
    },
    {
      title: t('fields.process'),
      dataIndex: 'processName',
      width: 180,
      ellipsis: true,
      render: (v: string) => v || t('fields.allProcesses'),
      filter: {
        name: 'processId',
        input: (
          <FieldProcessSelect allowClear style={{ width: 180 }} placeholder={t('fields.allProcesses')} />
        ),
      },
    },
    {
      title: t('fields.status'),
      dataIndex: 'enabled',
      width: 100,
      render: (v: boolean) => (
        <Tag color={v ? 'green' : undefined}>{v ? t('fields.enabled') : t('fields.disabled')}</Tag>
      ),
    },
    {
      title: t('fields.flags'),
      key: 'flags',
      width: 150,
      render: (_, r) => (
        <>
          {r.preset && <Tag color="blue">{t('fields.preset')}</Tag>}
          {r.extended && <Tag>{t('fields.extended')}</Tag>}
        </>
      ),
    },
    { title: t('fields.description'), dataIndex: 'description', width: 200, ellipsis: true },
    {
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
  ];
  if (allows('edit') || allows('delete')) {
    columns.push(
      rowActionsColumn(t, 150, (r) => [
        {
          key: 'edit',
          label: t('common.edit'),
          shown: allows('edit'),
          onClick: () => setEditing(r),
          testId: `log-field-edit-${r.id}`,
        },
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          // A preset field stays; the server refuses it too.
          shown: allows('delete') && !r.preset,
          onClick: () => remove([r.id], r.name),
          testId: `log-field-delete-${r.id}`,
        },
      ]),
    );
  }

  return (
    <>
      <ListTable<LogFieldRow, LogFieldQuery>
        list={list}
        columns={columns}
        scrollX={1400}
        emptyText={t('fields.empty')}
        testId="log-fields"
        toolbar={
          allows('add') && (
            <AddButton onClick={() => setEditing(0)} data-testid="log-fields-add">
              {t('fields.add')}
            </AddButton>
          )
        }
      />
      <LogFieldDrawer field={editing} onClose={() => setEditing(null)} />
    </>
  );
}
