import {
  FILE_SOURCE_LABELS,
  FILE_TYPE_LABELS,
  FILE_TYPES,
  type FileRow,
  type FileTab,
  filesApi,
  type Lang,
} from '@rpa/contracts';
import { DatePicker, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { FileQuery } from '../../api/files';
import { ChoiceSelect, type ListColumn, TextFilter } from '../../components/crud';
import { formatSize } from '../../components/text';
import { fromPicker, showTime } from '../../components/time';
import { quickRanges } from '../../components/timeRanges';
import { ProcessSelect } from './ProcessSelect';

/** The filter form's values: the last operation's range as the picker holds it. */
export type FileFilters = Omit<FileQuery, 'tab' | 'from' | 'to'> & { range?: [Dayjs, Dayjs] };

export function toQuery(tab: FileTab, { range, ...rest }: FileFilters): FileQuery {
  return range ? { ...rest, tab, from: fromPicker(range[0]), to: fromPicker(range[1]) } : { ...rest, tab };
}

/** A file's name with the folders above it, muted, before it; test files marked. */
function FileName({ file, test }: { file: FileRow; test: string }) {
  return (
    <span title={`${file.folder}${file.name}`} data-testid={`files-name-${file.id}`}>
      {file.folder && <Typography.Text type="secondary">{file.folder}</Typography.Text>}
      {file.name}
      {file.test && (
        <Tag color="orange" style={{ marginInlineStart: 6 }}>
          {test}
        </Tag>
      )}
    </span>
  );
}

/** The file list's columns and their filters; the process tab filters by process too. */
export function fileColumns(t: TFunction, lang: Lang, tab: FileTab): ListColumn<FileRow>[] {
  return [
    {
      title: t('files.name'),
      key: 'name',
      width: 260,
      ellipsis: true,
      fixed: 'left',
      render: (_, r) => <FileName file={r} test={t('files.test')} />,
      filter: {
        name: 'name',
        input: (
          <TextFilter field={filesApi.list.input.shape.name} width={180} data-testid="files-filter-name" />
        ),
      },
    },
    {
      title: t('files.type'),
      dataIndex: 'type',
      width: 90,
      render: (v: FileRow['type']) => FILE_TYPE_LABELS[v][lang],
      filter: {
        input: (
          <ChoiceSelect
            values={FILE_TYPES}
            label={(v) => FILE_TYPE_LABELS[v][lang]}
            width={120}
            data-testid="files-filter-type"
          />
        ),
      },
    },
    { title: t('files.size'), dataIndex: 'size', width: 100, align: 'right', render: formatSize },
    {
      title: t('files.source'),
      dataIndex: 'source',
      width: 100,
      render: (v: FileRow['source']) => FILE_SOURCE_LABELS[v][lang],
    },
    {
      title: t('files.belongsTo'),
      key: 'belongsTo',
      width: 180,
      ellipsis: true,
      render: (_, r) => (r.place === 'process' ? r.processName : r.ownerName) || '-',
      filter:
        tab === 'process'
          ? {
              name: 'processId',
              label: t('files.process'),
              input: <ProcessSelect style={{ width: 200 }} data-testid="files-filter-process" />,
            }
          : undefined,
    },
    { title: t('files.department'), dataIndex: 'departmentName', width: 150, ellipsis: true },
    {
      title: t('files.description'),
      dataIndex: 'description',
      width: 200,
      ellipsis: true,
      render: (v: string) => v || '-',
    },
    {
      title: t('files.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
      filter: {
        name: 'range',
        input: <DatePicker.RangePicker showTime presets={quickRanges(t)} />,
      },
    },
  ];
}
