import { VARIABLE_TYPES, type VariableRow, variablesApi } from '@rpa/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteVariables, listVariables, type VariableQuery, variableKeys } from '../../api/variables';
import {
  AddButton,
  ChoiceSelect,
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
import { AccessRecordsDialog } from './AccessRecordsDialog';
import { VariableFormDrawer } from './VariableFormDrawer';

/**
 * Variables (console-administration.md §2, §3, §5): the departments' named
 * values robots read while they run, with search by name, type and
 * department, add and edit in a drawer, delete after a confirmation, and each
 * one's access records. A password's value is never shown.
 */
export default function VariableListPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const list = useListQuery<VariableQuery, VariableRow>({ keys: variableKeys, fetch: listVariables });
  const selection = useSelection<VariableRow>((v) => v.name);
  const remove = useConfirmDelete({
    invalidates: [variableKeys.all],
    texts: 'variables',
    okTestId: 'variable-delete-ok',
    remove: deleteVariables,
    onDeleted: selection.drop,
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [recordsOf, setRecordsOf] = useState<VariableRow | null>(null);

  const yesNo = (v: boolean) => (v ? t('variables.yes') : t('variables.no'));
  const columns: ListColumn<VariableRow>[] = [
    {
      title: t('variables.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      fixed: 'left',
      render: (v: string, r) => (
        <span data-testid={`variable-name-${r.id}`} title={v}>
          {v}
        </span>
      ),
      filter: {
        input: (
          <TextFilter
            field={variablesApi.list.input.shape.name}
            width={180}
            data-testid="variables-filter-name"
          />
        ),
      },
    },
    {
      title: t('variables.type'),
      dataIndex: 'type',
      width: 90,
      render: (v: VariableRow['type']) => (
        <Tag color={v === 'password' ? 'gold' : undefined}>{t(`variables.type_${v}`)}</Tag>
      ),
      filter: {
        input: <ChoiceSelect values={VARIABLE_TYPES} label={(v) => t(`variables.type_${v}`)} width={120} />,
      },
    },
    {
      title: t('variables.value'),
      dataIndex: 'value',
      width: 200,
      ellipsis: true,
      render: (v: string, r) => (r.type === 'password' ? (r.hasValue ? '******' : '-') : v),
    },
    {
      title: t('variables.department'),
      dataIndex: 'departmentName',
      width: 150,
      ellipsis: true,
      filter: { name: 'departmentId', input: <DepartmentSelect allowClear style={{ width: 170 }} /> },
    },
    {
      title: t('variables.robots'),
      dataIndex: 'robots',
      width: 180,
      ellipsis: true,
      render: (robots: VariableRow['robots']) =>
        robots.length ? robots.map((r) => r.alias || r.robotsNo).join(', ') : t('variables.allRobots'),
    },
    {
      title: t('variables.clientModifiable'),
      dataIndex: 'clientModifiable',
      width: 120,
      render: yesNo,
    },
    { title: t('variables.expression'), dataIndex: 'expression', width: 120, render: yesNo },
    { title: t('variables.description'), dataIndex: 'description', width: 180, ellipsis: true },
    {
      title: t('variables.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
  ];
  if (allows('edit') || allows('delete') || allows('records')) {
    columns.push(
      rowActionsColumn(
        t,
        240,
        (v) => [
          {
            key: 'edit',
            label: t('common.edit'),
            shown: allows('edit'),
            onClick: () => setEditing(v.id),
            testId: `variable-edit-${v.id}`,
          },
          {
            key: 'records',
            label: t('variables.records'),
            shown: allows('records'),
            onClick: () => setRecordsOf(v),
            testId: `variable-records-${v.id}`,
          },
          {
            key: 'delete',
            label: t('common.delete'),
            danger: true,
            shown: allows('delete'),
            onClick: () => remove([v.id], v.name),
            testId: `variable-delete-${v.id}`,
          },
        ],
        { inline: 2 },
      ),
    );
  }

  const toolbar = (
    <>
      {allows('add') && (
        <AddButton onClick={() => setEditing(0)} data-testid="variables-add">
          {t('variables.add')}
        </AddButton>
      )}
      {allows('delete') && (
        <DeleteSelectedButton
          selected={selection.selected}
          onClick={() => {
            const [only] = selection.selected;
            const row = list.query.data?.records.find((v) => v.id === only);
            remove(selection.selected, selection.selected.length === 1 ? row?.name : undefined);
          }}
        >
          {t('variables.deleteSelected')}
        </DeleteSelectedButton>
      )}
    </>
  );

  return (
    <ListPage<VariableRow, VariableQuery>
      title={t('variables.title')}
      list={list}
      columns={columns}
      scrollX={1500}
      emptyText={t('variables.empty')}
      testId="variables"
      toolbar={toolbar}
      rowSelection={allows('delete') ? selection.rowSelection : undefined}
    >
      <VariableFormDrawer variableId={editing} onClose={() => setEditing(null)} />
      <AccessRecordsDialog variable={recordsOf} onClose={() => setRecordsOf(null)} />
    </ListPage>
  );
}
