import { LicenceTransferReason, type LicenceTransferRow, licencesApi } from '@rpa/contracts';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { licenceKeys, type TransferQuery, transferRecords } from '../../api/licences';
import { ChoiceSelect, type ListColumn, ListTable, TextFilter, useListQuery } from '../../components/crud';
import { showTime } from '../../components/time';

/** Seat moves between licences: why (invalid, manual, expired, machine code error, not yet effective) and whether they fit. */
export function TransferRecords() {
  const { t } = useTranslation();
  const list = useListQuery<TransferQuery, LicenceTransferRow>({
    keys: licenceKeys,
    name: 'records',
    fetch: transferRecords,
  });
  const columns: ListColumn<LicenceTransferRow>[] = [
    {
      title: t('licences.at'),
      dataIndex: 'at',
      width: 160,
      render: (v: string) => showTime(v, 'second'),
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
    {
      title: t('licences.from'),
      dataIndex: 'fromLicSn',
      width: 180,
      render: (v: string | null) => v ?? '-',
      filter: {
        name: 'licSn',
        label: t('licences.licSn'),
        input: <TextFilter field={licencesApi.transfers.input.shape.licSn} width={200} />,
      },
    },
    { title: t('licences.to'), dataIndex: 'toLicSn', width: 180, render: (v: string | null) => v ?? '-' },
    {
      title: t('licences.reason'),
      dataIndex: 'reason',
      width: 140,
      render: (v: string) => t(`licences.reason_${v}`),
      filter: {
        input: (
          <ChoiceSelect values={LicenceTransferReason} label={(r) => t(`licences.reason_${r}`)} width={170} />
        ),
      },
    },
    {
      title: t('licences.result'),
      dataIndex: 'result',
      width: 90,
      render: (v: string) => <Tag color={v === 'success' ? 'green' : 'red'}>{t(`licences.result_${v}`)}</Tag>,
      filter: {
        input: (
          <Select
            allowClear
            style={{ width: 120 }}
            options={(['success', 'failed'] as const).map((r) => ({
              value: r,
              label: t(`licences.result_${r}`),
            }))}
          />
        ),
      },
    },
  ];
  return (
    <ListTable<LicenceTransferRow, TransferQuery>
      list={list}
      columns={columns}
      rowKey="id"
      scrollX={860}
      tableProps={{ size: 'small' }}
      emptyText={t('licences.noRecords')}
      testId="licence-records"
    />
  );
}
