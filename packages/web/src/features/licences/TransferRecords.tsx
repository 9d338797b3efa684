import { LicenceTransferReason, type LicenceTransferRow } from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TransferQuery, transferRecords } from '../../api/licences';

/** Seat moves between licences: why (invalid, manual, expired, machine code error, not yet effective) and whether they fit. */
export function TransferRecords() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TransferQuery>({});
  const [page, setPage] = useState({ page: 1, size: 10 });
  const data = useQuery({
    queryKey: ['licences', 'records', query, page],
    queryFn: () => transferRecords({ ...query, ...page }),
    placeholderData: keepPreviousData,
  });
  const set = (patch: TransferQuery) => {
    setQuery((q) => ({ ...q, ...patch }));
    setPage((p) => ({ ...p, page: 1 }));
  };
  const columns: ColumnsType<LicenceTransferRow> = [
    {
      title: t('licences.at'),
      dataIndex: 'at',
      width: 160,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('licences.holder'),
      key: 'holder',
      width: 110,
      render: (_, r) =>
        r.robotId !== null
          ? t('licences.holderRobot', { id: r.robotId })
          : r.userId !== null
            ? t('licences.holderUser', { id: r.userId })
            : '-',
    },
    { title: t('licences.from'), dataIndex: 'fromLicSn', width: 180, render: (v: string | null) => v ?? '-' },
    { title: t('licences.to'), dataIndex: 'toLicSn', width: 180, render: (v: string | null) => v ?? '-' },
    {
      title: t('licences.reason'),
      dataIndex: 'reason',
      width: 140,
      render: (v: string) => t(`licences.reason_${v}`),
    },
    {
      title: t('licences.result'),
      dataIndex: 'result',
      width: 90,
      render: (v: string) => <Tag color={v === 'success' ? 'green' : 'red'}>{t(`licences.result_${v}`)}</Tag>,
    },
  ];
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          maxLength={64}
          placeholder={t('licences.licSn')}
          style={{ width: 200 }}
          onSearch={(v) => set({ licSn: v.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder={t('licences.reason')}
          style={{ width: 170 }}
          onChange={(reason) => set({ reason })}
          options={LicenceTransferReason.map((r) => ({ value: r, label: t(`licences.reason_${r}`) }))}
        />
        <Select
          allowClear
          placeholder={t('licences.result')}
          style={{ width: 120 }}
          onChange={(result) => set({ result })}
          options={(['success', 'failed'] as const).map((r) => ({
            value: r,
            label: t(`licences.result_${r}`),
          }))}
        />
      </Flex>
      <Table<LicenceTransferRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data.data?.records ?? []}
        loading={data.isFetching}
        scroll={{ x: 860 }}
        locale={{ emptyText: t('licences.noRecords') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: data.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
    </>
  );
}
