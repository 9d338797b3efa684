import { VERSION_RECORD_TYPES, type VersionRecordRow, type VersionRecordType } from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listRecords } from '../../api/processes';
import { pagination } from '../../components/crud';
import { time } from './shared';

type ListView = 'dev' | 'owner' | 'manager';

/** The record types in lifecycle order: release, devback, appr, reject, back. */
export const RECORD_TYPES: readonly VersionRecordType[] = VERSION_RECORD_TYPES;

const COLOURS: Record<VersionRecordType, string> = {
  release: 'blue',
  devback: 'default',
  appr: 'green',
  reject: 'red',
  back: 'orange',
};

/**
 * Version records: who submitted, withdrew, approved, rejected or returned
 * which version, when, and the reason. Without `processId`, those of every
 * process the caller sees, with the process named (the operation records).
 */
export function RecordTable({
  view,
  processId,
  type,
  detailPath,
}: {
  view: ListView;
  processId?: number;
  /** Set by a filter of the page; without it the step column filters. */
  type?: VersionRecordType;
  /** Where a process name links to, on the list of every process. */
  detailPath?: string;
}) {
  const { t } = useTranslation();
  const [columnType, setColumnType] = useState<VersionRecordType | undefined>(undefined);
  const filtered = type ?? columnType;
  // Paging belongs to one filter: a new filter starts at its first page.
  const filter = `${filtered ?? ''}|${processId ?? ''}`;
  const [paging, setPaging] = useState({ filter, page: 1, size: 10 });
  const page = { page: paging.filter === filter ? paging.page : 1, size: paging.size };
  const setPage = (p: { page: number; size: number }) => setPaging({ filter, ...p });
  const data = useQuery({
    queryKey: ['processes', 'records', view, processId, filtered, page],
    queryFn: () =>
      listRecords(view, {
        ...(processId ? { processId } : {}),
        ...(filtered ? { type: filtered } : {}),
        ...page,
      }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<VersionRecordRow> = [
    // The list of every process names them, also when narrowed to one.
    ...(processId && !detailPath
      ? []
      : [
          {
            title: t('versions.process'),
            dataIndex: 'processName',
            width: 200,
            ellipsis: true,
            render: (name: string, r: VersionRecordRow) =>
              detailPath ? <Link to={`${detailPath}?id=${r.processId}`}>{name}</Link> : name,
          },
        ]),
    { title: t('versions.number'), dataIndex: 'versionNumber', width: 100 },
    {
      title: t('versions.recordType'),
      dataIndex: 'type',
      width: 120,
      ...(type === undefined
        ? {
            filters: RECORD_TYPES.map((v) => ({ value: v, text: t(`versions.record_${v}`) })),
            filterMultiple: false,
            filteredValue: columnType ? [columnType] : null,
          }
        : {}),
      render: (v: VersionRecordType) => <Tag color={COLOURS[v]}>{t(`versions.record_${v}`)}</Tag>,
    },
    {
      title: t('versions.actor'),
      key: 'actor',
      width: 120,
      ellipsis: true,
      render: (_, r) => r.actor?.realName ?? r.actorName,
    },
    {
      title: t('versions.reason'),
      dataIndex: 'reason',
      width: 280,
      render: (r: string) => r || '-',
    },
    { title: t('versions.at'), dataIndex: 'at', width: 150, render: (v: string) => time(v) },
  ];
  return (
    <Table<VersionRecordRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={data.data?.records ?? []}
      loading={data.isFetching}
      scroll={{ x: processId && !detailPath ? 800 : 1000 }}
      locale={{ emptyText: t('common.empty') }}
      onChange={(_p, filters, _s, extra) => {
        if (extra.action !== 'filter') return;
        setColumnType((filters.type?.[0] as VersionRecordType | undefined) ?? undefined);
      }}
      pagination={pagination(t, page, data.data?.total ?? 0, setPage)}
    />
  );
}
