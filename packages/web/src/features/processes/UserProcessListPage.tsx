import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { UserProcessDetail, UserProcessRow } from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportProcesses,
  listUserProcesses,
  type ProcessQuery,
  userProcessDetail,
} from '../../api/processes';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { saveBlob } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { RunDialog, type Runnable } from './dialogs/RunDialog';
import { RunLocallyDialog } from './dialogs/RunLocallyDialog';
import { ExportDialog, FlowChartDialog, HelperDialog, UsageDialog } from './dialogs/SmallDialogs';
import { processFetchFailed } from './fetchFailed';
import { RUN_RECORDS } from './view';

type Dialog = 'run' | 'local' | 'flow' | 'help' | 'usage';

/** The published processes assigned to the user, each with run, run locally, help, usage and flow chart. */
export default function UserProcessListPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  // Fixed columns would cover the whole table on a phone.
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const [form] = Form.useForm<ProcessQuery>();
  const [query, setQuery] = useState<ProcessQuery>({});
  // Each Search is a round of its own, so it asks again even with the filters unchanged.
  const [round, setRound] = useState(0);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [open, setOpen] = useState<{ dialog: Dialog; p: UserProcessDetail } | null>(null);
  const [exporting, setExporting] = useState(false);

  const data = useQuery({
    queryKey: ['processes', 'user', query, page, round],
    queryFn: () => listUserProcesses({ ...query, ...page }),
    placeholderData: keepPreviousData,
  });

  const show = async (dialog: Dialog, id: number) => {
    try {
      setOpen({ dialog, p: await userProcessDetail(id, { silent: true }) });
    } catch (err) {
      processFetchFailed(t, err);
    }
  };
  const runnable = (p: UserProcessDetail): Runnable => ({
    id: p.id,
    name: p.name,
    version: p.version,
    parameters: p.parameters,
  });
  const the = (d: Dialog) => (open?.dialog === d ? open.p : null);

  const columns: ColumnsType<UserProcessRow> = [
    { title: t('processes.name'), dataIndex: 'name', width: 220, ellipsis: true },
    { title: t('processes.releasedVersion'), dataIndex: 'version', width: 110 },
    { title: t('processes.introduction'), dataIndex: 'introduction', width: 260, ellipsis: true },
    {
      title: t('processes.keywords'),
      dataIndex: 'keywords',
      width: 180,
      render: (k: string) =>
        k
          .split(',')
          .filter(Boolean)
          .map((w) => <Tag key={w}>{w}</Tag>),
    },
    {
      title: t('processes.owner'),
      dataIndex: 'owner',
      width: 110,
      render: (o: UserProcessRow['owner']) => o?.realName ?? '-',
    },
    { title: t('processes.dispatchCount'), dataIndex: 'dispatchCount', width: 90 },
    {
      title: t('processes.lastRun'),
      dataIndex: 'lastRunAt',
      width: 160,
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 330,
      fixed: narrow ? undefined : 'right',
      render: (_, p) => (
        <Space size={0} wrap>
          {allows('run') && (
            <Button
              type="link"
              size="small"
              onClick={() => void show('run', p.id)}
              data-testid={`process-run-${p.name}`}
            >
              {t('processes.run')}
            </Button>
          )}
          {allows('runLocal') && (
            <Button type="link" size="small" onClick={() => void show('local', p.id)}>
              {t('processes.runLocal')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            onClick={() => void show('flow', p.id)}
            data-testid={`process-flow-${p.name}`}
          >
            {t('processes.flow')}
          </Button>
          <Button type="link" size="small" onClick={() => void show('help', p.id)}>
            {t('processes.helper')}
          </Button>
          <Button type="link" size="small" onClick={() => void show('usage', p.id)}>
            {t('processes.usage')}
          </Button>
        </Space>
      ),
    },
  ];

  const result = data.data;
  const usage = the('usage');
  return (
    <Card title={t('processes.myTitle')}>
      <Form
        form={form}
        layout="inline"
        style={{ rowGap: 12, marginBottom: 16 }}
        onFinish={(f) => {
          setRound((r) => r + 1);
          setQuery({
            ...(f.name?.trim() ? { name: f.name.trim() } : {}),
            ...(f.keyword?.trim() ? { keyword: f.keyword.trim() } : {}),
          });
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="name" label={t('processes.name')}>
          <Input allowClear maxLength={30} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="keyword" label={t('processes.keyword')}>
          <Input allowClear maxLength={50} style={{ width: 140 }} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              setRound((r) => r + 1);
              setQuery({});
            }}
          >
            {t('common.reset')}
          </Button>
          {allows('export') && (
            <Button icon={<DownloadOutlined />} onClick={() => setExporting(true)}>
              {t('common.export')}
            </Button>
          )}
        </Flex>
      </Form>
      <Table<UserProcessRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result?.records ?? []}
        loading={data.isFetching}
        scroll={{ x: 1400 }}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: result?.total ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
      <RunDialog
        process={the('run') && runnable(the('run') as UserProcessDetail)}
        recordsPath={RUN_RECORDS.user}
        onClose={() => setOpen(null)}
      />
      <RunLocallyDialog
        process={the('local') && runnable(the('local') as UserProcessDetail)}
        onClose={() => setOpen(null)}
      />
      <FlowChartDialog
        name={the('flow')?.name ?? ''}
        flow={the('flow')?.flow ?? null}
        onClose={() => setOpen(null)}
      />
      <HelperDialog
        name={the('help')?.name ?? ''}
        help={the('help') ? (the('help') as UserProcessDetail).help : null}
        onClose={() => setOpen(null)}
      />
      <UsageDialog
        usage={
          usage && {
            name: usage.name,
            version: usage.version,
            dispatchCount: usage.dispatchCount,
            lastRunAt: usage.lastRunAt,
          }
        }
        onClose={() => setOpen(null)}
      />
      <ExportDialog
        open={exporting}
        onClose={() => setExporting(false)}
        onExport={async (format) =>
          saveBlob(
            await exportProcesses('user', { ...query, format }),
            `${t('processes.fileName')}-${dayjs().format('YYYYMMDD-HHmmss')}.${format}`,
          )
        }
      />
    </Card>
  );
}
