import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  IDENTITIES,
  MAX_RECORDS,
  OPLOG_ACTIONS,
  OPLOG_MODULES,
  OPLOG_RESULTS,
  OperationAction,
  type OplogQuery,
  type OplogRow,
} from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  Progress,
  Select,
  Table,
  Tag,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportOplog, listOplog } from '../../api/oplog';
import { RequestError } from '../../api/request';
import { quickRanges, saveBlob } from '../../components/timeRanges';
import { currentLang } from '../../i18n';
import { Auth } from '../auth/buttons';

interface Filters {
  range?: [Dayjs, Dayjs] | null;
  userName?: string;
  module?: string;
  identity?: number;
  action?: OplogQuery['action'];
  result?: OplogQuery['result'];
}

function toQuery(f: Filters): OplogQuery {
  return {
    ...(f.range ? { start: f.range[0].toISOString(), end: f.range[1].toISOString() } : {}),
    ...(f.userName?.trim() ? { userName: f.userName.trim() } : {}),
    ...(f.module ? { module: f.module } : {}),
    ...(f.identity ? { identity: f.identity } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.result ? { result: f.result } : {}),
  };
}

/** The manager's operation log: filters, paging (10000 records at most) and export to xlsx. */
export default function OplogPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const [form] = Form.useForm<Filters>();
  const [query, setQuery] = useState<OplogQuery>({});
  // Each Search is a round of its own, so it asks again even with the filters unchanged.
  const [round, setRound] = useState(0);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [exporting, setExporting] = useState<number | null>(null);

  const data = useQuery({
    queryKey: ['oplog', query, page, round],
    queryFn: () => listOplog({ ...query, ...page }),
    placeholderData: keepPreviousData,
  });

  const runExport = async () => {
    setExporting(0);
    try {
      const blob = await exportOplog(query, (e) =>
        setExporting(e.total ? Math.round((e.loaded / e.total) * 100) : 50),
      );
      setExporting(100);
      saveBlob(blob, `${t('oplog.fileName')}-${dayjs().format('YYYYMMDD-HHmmss')}.xlsx`);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setTimeout(() => setExporting(null), 400);
    }
  };

  const columns: ColumnsType<OplogRow> = [
    {
      title: t('oplog.time'),
      dataIndex: 'at',
      width: 180,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('oplog.user'), dataIndex: 'userName', width: 130 },
    {
      title: t('oplog.module'),
      dataIndex: 'module',
      width: 130,
      render: (v: string) => OPLOG_MODULES[v as keyof typeof OPLOG_MODULES]?.[lang] ?? v,
    },
    { title: t('oplog.ip'), dataIndex: 'ip', width: 140 },
    {
      title: t('oplog.identity'),
      dataIndex: 'identity',
      width: 110,
      render: (v: number | null) => (v ? t(`identity.${v}`) : '-'),
    },
    {
      title: t('oplog.action'),
      dataIndex: 'action',
      width: 100,
      render: (v: OplogRow['action']) => OPLOG_ACTIONS[v]?.[lang] ?? v,
    },
    {
      title: t('oplog.result'),
      dataIndex: 'result',
      width: 90,
      render: (v: string) => (
        <Tag color={v === 'success' ? 'green' : 'red'}>
          {OPLOG_RESULTS[v as 'success' | 'fail']?.[lang] ?? v}
        </Tag>
      ),
    },
    { title: t('oplog.description'), dataIndex: 'description', ellipsis: true },
  ];

  const result = data.data;
  return (
    <Card title={t('oplog.title')}>
      <Form
        form={form}
        layout="inline"
        onFinish={(f) => {
          setRound((r) => r + 1);
          setQuery(toQuery(f));
          setPage((p) => ({ ...p, page: 1 }));
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item name="range" label={t('oplog.time')}>
          <DatePicker.RangePicker
            showTime
            presets={quickRanges(t)}
            style={{ maxWidth: '100%' }}
            data-testid="oplog-range"
          />
        </Form.Item>
        <Form.Item name="userName" label={t('oplog.user')}>
          <Input allowClear maxLength={50} style={{ width: 160 }} data-testid="oplog-user" />
        </Form.Item>
        <Form.Item name="module" label={t('oplog.module')}>
          <Select
            allowClear
            style={{ width: 160 }}
            options={Object.entries(OPLOG_MODULES).map(([value, label]) => ({ value, label: label[lang] }))}
          />
        </Form.Item>
        <Form.Item name="identity" label={t('oplog.identity')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={IDENTITIES.map((i) => ({ value: i, label: t(`identity.${i}`) }))}
          />
        </Form.Item>
        <Form.Item name="action" label={t('oplog.action')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={OperationAction.map((a) => ({ value: a, label: OPLOG_ACTIONS[a][lang] }))}
            data-testid="oplog-action"
          />
        </Form.Item>
        <Form.Item name="result" label={t('oplog.result')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={(['success', 'fail'] as const).map((r) => ({ value: r, label: OPLOG_RESULTS[r][lang] }))}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="oplog-search">
            {t('common.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              setRound((r) => r + 1);
              setQuery({});
              setPage((p) => ({ ...p, page: 1 }));
            }}
          >
            {t('common.reset')}
          </Button>
          <Auth button="export">
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void runExport()}
              loading={exporting !== null}
              data-testid="oplog-export"
            >
              {t('common.export')}
            </Button>
          </Auth>
        </Flex>
      </Form>
      {result?.capped && (
        <Alert
          type="info"
          showIcon
          title={t('common.capped', { max: MAX_RECORDS })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<OplogRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result?.records ?? []}
        loading={data.isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: result?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
      <Modal open={exporting !== null} title={t('oplog.exporting')} footer={null} closable={false}>
        <Progress percent={exporting ?? 0} status={exporting === 100 ? 'success' : 'active'} />
      </Modal>
    </Card>
  );
}
