import { VARIABLE_ACCESS_ACTIONS, type VariableAccessRow, type VariableRow } from '@rpa/contracts';
import { Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AccessQuery, accessRecords, exportAccessRecords, variableKeys } from '../../api/variables';
import { ChoiceSelect, ExportButton, type ListColumn, ListTable, useListQuery } from '../../components/crud';
import { showTime } from '../../components/time';

interface Props {
  /** The variable whose records are shown; null: closed. */
  variable: VariableRow | null;
  onClose(): void;
}

/** A variable's access records (console-administration.md §2, §3): each robot read and write, newest first, and their export. */
export function AccessRecordsDialog({ variable, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={variable !== null}
      title={variable ? t('variables.recordsTitle', { name: variable.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
      data-testid="variable-records"
    >
      {variable && <Records variableId={variable.id} />}
    </Modal>
  );
}

function Records({ variableId }: { variableId: number }) {
  const { t } = useTranslation();
  const list = useListQuery<AccessQuery, VariableAccessRow>({
    keys: variableKeys,
    name: `records-${variableId}`,
    fetch: (q) => accessRecords({ ...q, variableId }),
  });
  const columns: ListColumn<VariableAccessRow>[] = [
    { title: t('variables.at'), dataIndex: 'at', width: 170, render: (v: string) => showTime(v, 'second') },
    {
      title: t('variables.action'),
      dataIndex: 'action',
      width: 100,
      render: (v: VariableAccessRow['action']) => (
        <Tag color={v === 'write' ? 'orange' : 'blue'}>{t(`variables.action_${v}`)}</Tag>
      ),
      filter: {
        input: (
          <ChoiceSelect
            values={VARIABLE_ACCESS_ACTIONS}
            label={(v) => t(`variables.action_${v}`)}
            width={120}
          />
        ),
      },
    },
    { title: t('variables.robot'), dataIndex: 'robotsNo', width: 160, ellipsis: true },
    { title: t('variables.process'), dataIndex: 'processName', width: 180, ellipsis: true },
    {
      title: t('variables.taskNumber'),
      dataIndex: 'taskId',
      width: 110,
      render: (v: number | null) => v ?? '-',
    },
  ];
  return (
    <ListTable<VariableAccessRow, AccessQuery>
      list={list}
      columns={columns}
      scrollX={720}
      tableProps={{ size: 'small' }}
      emptyText={t('variables.noRecords')}
      testId="variable-records"
      toolbar={
        <ExportButton
          fileName={t('variables.recordsFile')}
          run={(_, progress) => exportAccessRecords({ ...list.filters, variableId }, progress)}
          testId="variable-records-export"
        />
      }
    />
  );
}
