import { FILE_OPERATION_LABELS, type FileOperationRow, type FileRow, toLang } from '@rpa/contracts';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileHistory, fileKeys } from '../../api/files';
import { type ListColumn, ListTable, useListQuery } from '../../components/crud';
import { showTime } from '../../components/time';

interface Props {
  /** The file whose history is shown; null: closed. */
  file: FileRow | null;
  onClose(): void;
}

/** A file's operations, newest first: what was done, by whom, in which run. */
export function HistoryDialog({ file, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={file !== null}
      title={file ? t('files.historyTitle', { name: file.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
      data-testid="files-history"
    >
      {file && <Operations fileId={file.id} />}
    </Modal>
  );
}

function Operations({ fileId }: { fileId: number }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const list = useListQuery<object, FileOperationRow>({
    keys: fileKeys,
    name: `history-${fileId}`,
    fetch: (q) => fileHistory({ ...q, fileId }),
  });
  const columns: ListColumn<FileOperationRow>[] = [
    { title: t('files.at'), dataIndex: 'at', width: 170, render: (v: string) => showTime(v, 'second') },
    {
      title: t('files.operation'),
      dataIndex: 'operation',
      width: 150,
      render: (v: FileOperationRow['operation']) => FILE_OPERATION_LABELS[v][lang],
    },
    { title: t('files.actor'), dataIndex: 'actor', width: 140, ellipsis: true },
    { title: t('files.taskNumber'), dataIndex: 'taskId', width: 100, render: (v: number | null) => v ?? '-' },
    {
      title: t('files.detail'),
      dataIndex: 'detail',
      width: 220,
      render: (v: string) =>
        v ? <Typography.Text style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> : '-',
    },
  ];
  return (
    <ListTable<FileOperationRow, object>
      list={list}
      columns={columns}
      scrollX={780}
      tableProps={{ size: 'small' }}
      emptyText={t('files.noHistory')}
    />
  );
}
