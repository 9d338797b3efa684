import {
  DATA_KIND_LABELS,
  type DataInfo,
  type DataKind,
  type DataKindInfo,
  dataRetention,
  RETENTION_DAYS,
  toLang,
} from '@rpa/contracts';
import { Button, Form, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { cleanNow } from '../../api/settings';
import { useConfirmAction } from '../../components/crud';
import { useFieldRules } from '../../components/rules';
import { formatSize } from '../../components/text';
import { useButtons } from '../auth/buttons';
import { CleaningState } from './CleaningState';
import { DATA_RETENTION } from './dataKeys';

/** The kinds of kept data: what each holds, its retention (a field of the form), its latest pass and "clean now". */
export function RetentionTable({ info, loading }: { info: DataInfo | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const rule = useFieldRules(dataRetention);
  const canClean = useButtons().allows('save');
  const confirm = useConfirmAction([DATA_RETENTION]);
  const label = (kind: DataKind) => DATA_KIND_LABELS[kind][lang];
  const clean = (k: DataKindInfo) =>
    confirm({
      title: t('settings.data.cleanNow'),
      content: t('settings.data.cleanConfirm', {
        kind: label(k.kind),
        days: k.retentionDays,
        rows: k.expiredRows,
      }),
      danger: true,
      okTestId: 'data-clean-ok',
      run: () => cleanNow(k.kind),
      success: t('settings.data.cleanStarted', { kind: label(k.kind) }),
    });
  const columns: TableColumnsType<DataKindInfo> = [
    { title: t('settings.data.kind'), dataIndex: 'kind', width: 150, render: label },
    {
      title: t('settings.data.rows'),
      dataIndex: 'rows',
      width: 100,
      align: 'right',
      render: (n: number) => n.toLocaleString(),
    },
    { title: t('settings.data.size'), dataIndex: 'bytes', width: 100, align: 'right', render: formatSize },
    {
      title: t('settings.data.retention'),
      dataIndex: 'kind',
      key: 'retention',
      width: 150,
      render: (kind: DataKind) => (
        <Form.Item name={kind} rules={rule(kind)} style={{ margin: 0 }}>
          <Select
            aria-label={`${label(kind)} ${t('settings.data.retention')}`}
            data-testid={`data-retention-${kind}`}
            options={RETENTION_DAYS.map((days) => ({
              value: days,
              label: days === 0 ? t('settings.data.permanent') : t('settings.data.days', { count: days }),
            }))}
          />
        </Form.Item>
      ),
    },
    {
      title: t('settings.data.expired'),
      dataIndex: 'expiredRows',
      width: 110,
      align: 'right',
      render: (n: number, k) => (k.retentionDays === 0 ? '-' : n.toLocaleString()),
    },
    {
      title: t('settings.data.lastRun'),
      dataIndex: 'lastRun',
      width: 260,
      render: (_: unknown, k) => <CleaningState run={k.lastRun} />,
    },
  ];
  if (canClean)
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, k) => (
        <Button
          size="small"
          danger
          disabled={k.retentionDays === 0 || k.lastRun?.state === 'running'}
          title={k.retentionDays === 0 ? t('settings.data.keptPermanently') : undefined}
          onClick={() => clean(k)}
          data-testid={`data-clean-${k.kind}`}
        >
          {t('settings.data.cleanNow')}
        </Button>
      ),
    });
  return (
    <Table<DataKindInfo>
      rowKey="kind"
      size="small"
      columns={columns}
      dataSource={info?.kinds}
      loading={loading}
      pagination={false}
      scroll={{ x: 980 }}
      style={{ marginBottom: 16 }}
      data-testid="data-kinds"
    />
  );
}
