import { CopyOutlined, UploadOutlined } from '@ant-design/icons';
import { type FileRow, type FileTab, toLang } from '@rpa/contracts';
import { Button, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteFiles, downloadFile, fileKeys, listFiles } from '../../api/files';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';
import {
  DeleteSelectedButton,
  ListTable,
  rowActionsColumn,
  useConfirmDelete,
  useListQuery,
  useSelection,
} from '../../components/crud';
import { useContractMessage } from '../../components/rules';
import { saveBlob } from '../../components/timeRanges';
import { CopyDialog } from './CopyDialog';
import { type FileFilters, fileColumns, toQuery } from './columns';
import { DescriptionDialog } from './DescriptionDialog';
import { HistoryDialog } from './HistoryDialog';
import { ForwardRulesButton } from './rules';
import { UploadDialog } from './UploadDialog';

/** What the page's buttons allow (menus 1803 and 404 have them; the developer's and owner's only view). */
export interface FileButtons {
  upload: boolean;
  edit: boolean;
  copy: boolean;
  delete: boolean;
}

/** One tab of the file screen: its filters, toolbar, table, and the dialogs its rows open. */
export function FileList({ tab, buttons }: { tab: FileTab; buttons: FileButtons }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const message = useContractMessage();
  const list = useListQuery<FileFilters, FileRow>({
    keys: fileKeys,
    name: tab,
    fetch: ({ page, size, ...filters }) => listFiles({ ...toQuery(tab, filters), page, size }),
  });
  const selection = useSelection<FileRow>((f) => f.name);
  const remove = useConfirmDelete({
    invalidates: [fileKeys.all],
    texts: 'files',
    okTestId: 'files-delete-ok',
    remove: deleteFiles,
    onDeleted: selection.drop,
  });
  const [uploading, setUploading] = useState(false);
  const [copying, setCopying] = useState<number[] | null>(null);
  const [describing, setDescribing] = useState<FileRow | null>(null);
  const [historyOf, setHistoryOf] = useState<FileRow | null>(null);

  const download = (f: FileRow) => void refusable(async () => saveBlob(await downloadFile(f.id), f.name));
  const rowName = (id: number) => list.query.data?.records.find((f) => f.id === id)?.name;

  const columns = [
    ...fileColumns(t, lang, tab),
    rowActionsColumn<FileRow>(
      t,
      lang === 'zh_CN' ? 200 : 250,
      (f) => [
        {
          key: 'download',
          label: t('common.download'),
          onClick: () => download(f),
          testId: `files-download-${f.id}`,
        },
        {
          key: 'history',
          label: t('files.history'),
          onClick: () => setHistoryOf(f),
          testId: `files-history-${f.id}`,
        },
        {
          key: 'describe',
          label: t('files.describe'),
          shown: buttons.edit,
          onClick: () => setDescribing(f),
          testId: `files-describe-${f.id}`,
        },
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          shown: buttons.delete,
          onClick: () => remove([f.id], f.name),
          testId: `files-delete-${f.id}`,
        },
      ],
      { inline: 2, moreTestId: (f) => `files-more-${f.id}` },
    ),
  ];

  const toolbar = (buttons.upload || buttons.copy || buttons.delete) && (
    <>
      {buttons.upload && (
        <Button
          type="primary"
          icon={<UploadOutlined />}
          onClick={() => setUploading(true)}
          data-testid="files-upload"
        >
          {t('files.upload')}
        </Button>
      )}
      {buttons.copy && (
        <Button
          icon={<CopyOutlined />}
          onClick={() =>
            selection.selected.length === 0
              ? notify.error(message('files.selectFile'))
              : setCopying(selection.selected)
          }
          data-testid="files-copy"
        >
          {t('files.copy')}
        </Button>
      )}
      {buttons.delete && (
        <DeleteSelectedButton
          selected={selection.selected}
          onClick={() => {
            const ids = selection.selected;
            remove(ids, ids.length === 1 ? rowName(ids[0] as number) : undefined);
          }}
          data-testid="files-delete-selected"
        >
          {t('files.deleteSelected')}
        </DeleteSelectedButton>
      )}
      <ForwardRulesButton />
    </>
  );

  return (
    <>
      <ListTable<FileRow, FileFilters>
        list={list}
        columns={columns}
        filters={[
          {
            name: 'showTest',
            label: t('files.showTest'),
            valuePropName: 'checked',
            input: <Switch data-testid="files-filter-test" />,
          },
        ]}
        toolbar={toolbar}
        scrollX={1650}
        rowSelection={buttons.copy || buttons.delete ? selection.rowSelection : undefined}
        emptyText={t(`files.empty_${tab}`)}
        testId={`files-${tab}`}
      />
      {buttons.upload && (
        <UploadDialog
          open={uploading}
          place={tab === 'process' ? 'process' : 'personal'}
          onClose={() => setUploading(false)}
        />
      )}
      <CopyDialog ids={copying} onCopied={selection.clear} onClose={() => setCopying(null)} />
      <DescriptionDialog file={describing} onClose={() => setDescribing(null)} />
      <HistoryDialog file={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
