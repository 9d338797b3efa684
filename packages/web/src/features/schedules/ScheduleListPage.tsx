import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Identity, type ScheduleDetail, toLang } from '@rpa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { listProcesses } from '../../api/processes';
import { RequestError } from '../../api/request';
import { deleteSchedule, enableSchedule, listSchedules, type ScheduleQuery } from '../../api/schedules';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/store';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { useButtons } from '../auth/buttons';
import { ScheduleFormDrawer } from './ScheduleFormDrawer';
import { timingSummary } from './summary';

type Kind = 'schedules' | 'once' | 'triggers';
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

/**
 * Schedules of the manager, developer (read only) and owner; process
 * triggers (the manager's, per process); one-time schedules of managers and
 * users. Add and edit in a drawer; enabling and disabling, with the
 * withdrawn tasks explained; deletion confirmed.
 */
export function ScheduleListPage({ kind, adding = false }: { kind: Kind; adding?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const { modal } = App.useApp();
  const client = useQueryClient();
  const identity = useSession((s) => s.curIden);
  const { allows } = useButtons();
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const [form] = Form.useForm<{ name?: string }>();
  const [query, setQuery] = useState<ScheduleQuery>({});
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [editing, setEditing] = useState<ScheduleDetail | 'new' | null>(null);
  const once = kind === 'once';
  // Process triggers: the schedules of one process (console-core.md, manager menu), chosen here or in the address.
  const triggers = kind === 'triggers';
  const [params] = useSearchParams();
  const [processId, setProcessId] = useState<number | undefined>(
    triggers && params.get('processId') ? Number(params.get('processId')) : undefined,
  );
  const processes = useQuery({
    queryKey: ['schedules', 'trigger-processes'],
    enabled: triggers,
    queryFn: async () =>
      (await listProcesses('manager', { status: 2, page: 1, size: 100 })).records.map((p) => ({
        value: p.id,
        label: p.name,
      })),
  });
  const data = useQuery({
    queryKey: ['schedules', kind, query, page, processId],
    enabled: !triggers || !!processId,
    queryFn: () =>
      listSchedules({
        ...query,
        ...(once ? { once: true } : {}),
        ...(triggers ? { processId } : {}),
        ...page,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  useEffect(() => {
    if (adding && processId) setEditing('new');
  }, [adding, processId]);
  const refresh = () => void client.invalidateQueries({ queryKey: ['schedules'] });
  const guarded = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    }
  };
  const toggle = (s: ScheduleDetail, enabled: boolean) => {
    const run = () =>
      guarded(async () => {
        await enableSchedule(s.id, enabled);
        notify.success(enabled ? t('schedules.enabledDone') : t('schedules.disabledDone'));
        refresh();
      });
    if (enabled) return void run();
    modal.confirm({
      title: t('schedules.enabled'),
      content: t('schedules.disableConfirm', { name: s.name }),
      onOk: run,
    });
  };

  const columns: ColumnsType<ScheduleDetail> = [
    {
      title: t('schedules.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      fixed: narrow ? undefined : 'left',
    },
    ...(triggers
      ? []
      : [{ title: t('schedules.process'), dataIndex: 'processName', width: 200, ellipsis: true }]),
    {
      title: t('schedules.version'),
      dataIndex: 'versionNumber',
      width: 120,
      render: (v: string | null) => v ?? t('schedules.versionLatest'),
      ellipsis: true,
    },
    {
      title: t('schedules.timeMode'),
      key: 'timing',
      width: 240,
      render: (_, s) => (
        <Space direction="vertical" size={0}>
          <span>
            {s.runMode === 'timed' ? timingSummary(t, lang, s.timing) : t(`schedules.runMode_${s.runMode}`)}
          </span>
          {s.runMode === 'timed' && s.calendar !== 'daily' && (
            <Tag>{t(`schedules.calendar_${s.calendar}`)}</Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('schedules.priority'),
      dataIndex: 'priority',
      width: 80,
      render: (p: string) => t(`tasks.priority_${p}`),
    },
    {
      title: t('schedules.nextFire'),
      dataIndex: 'nextFireAt',
      width: 160,
      render: (v: string | null, s) => <span data-testid={`schedule-next-${s.name}`}>{time(v)}</span>,
    },
    { title: t('schedules.lastFire'), dataIndex: 'lastFireAt', width: 160, render: time },
    {
      title: t('schedules.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (on: boolean, s) => (
        <Switch
          checked={on}
          disabled={!allows('enable')}
          onChange={(v) => toggle(s, v)}
          data-testid={`schedule-enabled-${s.name}`}
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      fixed: narrow ? undefined : 'right',
      render: (_, s) => (
        <Space size={0}>
          {allows('edit') && (
            <Button type="link" size="small" onClick={() => setEditing(s)}>
              {t('common.edit')}
            </Button>
          )}
          {allows('delete') && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                modal.confirm({
                  title: t('common.delete'),
                  content: t('schedules.deleteConfirm', { name: s.name }),
                  okButtonProps: { danger: true },
                  onOk: () =>
                    guarded(async () => {
                      await deleteSchedule(s.id);
                      notify.success(t('schedules.deleted'));
                      refresh();
                    }),
                })
              }
            >
              {t('common.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const title = {
    schedules: t('schedules.title'),
    once: t('schedules.onceTitle'),
    triggers: t('schedules.triggerTitle'),
  }[kind];
  return (
    <Card title={title}>
      {identity === Identity.DEVELOPER && (
        <Alert type="info" showIcon title={t('schedules.readOnly')} style={{ marginBottom: 12 }} />
      )}
      {triggers && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%', maxWidth: 360 }}
            placeholder={t('schedules.triggerProcess')}
            loading={processes.isPending}
            options={processes.data ?? []}
            value={processId}
            onChange={(v: number) => {
              setProcessId(v);
              setPage((p) => ({ ...p, page: 1 }));
            }}
            data-testid="trigger-process"
          />
          {!processId && <Alert type="info" showIcon title={t('schedules.triggerChoose')} />}
        </Flex>
      )}
      <Form
        form={form}
        layout="inline"
        style={{ rowGap: 12, marginBottom: 16 }}
        onFinish={(f) => {
          setQuery(f.name?.trim() ? { name: f.name.trim() } : {});
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="name" label={t('schedules.name')}>
          <Input allowClear maxLength={60} style={{ width: 180 }} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              setQuery({});
            }}
          >
            {t('common.reset')}
          </Button>
          {allows('add') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              disabled={triggers && !processId}
              data-testid="schedule-add"
            >
              {once ? t('schedules.addOnce') : triggers ? t('schedules.addTrigger') : t('schedules.add')}
            </Button>
          )}
        </Flex>
      </Form>
      <Table<ScheduleDetail>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.data?.records ?? []}
        loading={data.isFetching && !data.data}
        scroll={{ x: 1500 }}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: data.data?.total ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
      <ScheduleFormDrawer
        open={editing !== null}
        schedule={editing === 'new' ? null : editing}
        onceOnly={once || identity === Identity.USER}
        processId={triggers ? processId : undefined}
        onSaved={refresh}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

export const Schedules = () => <ScheduleListPage kind="schedules" />;
export const OnceSchedules = () => <ScheduleListPage kind="once" />;
export const Triggers = () => <ScheduleListPage kind="triggers" />;
/** The hidden "add trigger" page: the triggers of the process in the address, with the add form open. */
export const AddTrigger = () => <ScheduleListPage kind="triggers" adding />;
