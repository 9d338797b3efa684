import { Identity, type ScheduleDetail, schedulesApi, toLang } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Select, Space, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { listProcesses } from '../../api/processes';
import { refusable } from '../../api/refusable';
import {
  deleteSchedule,
  enableSchedule,
  listSchedules,
  type ScheduleQuery,
  scheduleKeys,
} from '../../api/schedules';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/store';
import {
  AddButton,
  type ListColumn,
  ListPage,
  rowActionsColumn,
  TextFilter,
  useConfirmAction,
  useListQuery,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { ScheduleFormDrawer } from './ScheduleFormDrawer';
import { timingSummary } from './summary';

type Kind = 'schedules' | 'once' | 'triggers';
const time = (v: string | null) => (v ? showTime(v, 'minute') : '-');

/**
 * Schedules of the manager, developer (read only) and owner; process
 * triggers (the manager's, per process); one-time schedules of managers and
 * users. Add and edit in a drawer; enabling and disabling, with the
 * withdrawn tasks explained; deletion confirmed.
 */
export function ScheduleListPage({ kind, adding = false }: { kind: Kind; adding?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const client = useQueryClient();
  const identity = useSession((s) => s.curIden);
  const { allows } = useButtons();
  const [editing, setEditing] = useState<ScheduleDetail | 'new' | null>(null);
  const once = kind === 'once';
  // Process triggers: the schedules of one process (console-core.md, manager menu), chosen here or in the address.
  const triggers = kind === 'triggers';
  const [params] = useSearchParams();
  const [processId, setProcessId] = useState<number | undefined>(
    triggers && params.get('processId') ? Number(params.get('processId')) : undefined,
  );
  const processes = useQuery({
    queryKey: [...scheduleKeys.all, 'trigger-processes'],
    enabled: triggers,
    queryFn: async () =>
      (await listProcesses('manager', { status: 2, page: 1, size: 100 })).records.map((p) => ({
        value: p.id,
        label: p.name,
      })),
  });
  const list = useListQuery<ScheduleQuery, ScheduleDetail>({
    keys: scheduleKeys,
    name: triggers ? `triggers-${processId ?? ''}` : kind,
    enabled: !triggers || !!processId,
    fetch: (query) =>
      listSchedules({ ...query, ...(once ? { once: true } : {}), ...(triggers ? { processId } : {}) }),
    refetchInterval: 30_000,
  });
  const confirm = useConfirmAction([scheduleKeys.all]);
  useEffect(() => {
    if (adding && processId) setEditing('new');
  }, [adding, processId]);
  const refresh = () => void client.invalidateQueries({ queryKey: scheduleKeys.all });
  const toggle = async (s: ScheduleDetail, enabled: boolean) => {
    if (!enabled) {
      return confirm({
        title: t('schedules.enabled'),
        content: t('schedules.disableConfirm', { name: s.name }),
        run: () => enableSchedule(s.id, false),
        success: t('schedules.disabledDone'),
      });
    }
    await refusable(async () => {
      await enableSchedule(s.id, true);
      notify.success(t('schedules.enabledDone'));
      refresh();
    });
  };

  const columns: ListColumn<ScheduleDetail>[] = [
    {
      title: t('schedules.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      fixed: 'left',
      filter: {
        input: <TextFilter field={schedulesApi.list.input.shape.name} width={180} />,
      },
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
          {s.runMode === 'queue' && (
            <Tag color={s.queueSpaceName ? undefined : 'red'}>
              {s.queueSpaceName ?? t('schedules.queueSpaceDeleted')}
            </Tag>
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
          onChange={(v) => void toggle(s, v)}
          data-testid={`schedule-enabled-${s.name}`}
        />
      ),
    },
    rowActionsColumn(t, 140, (s) => [
      { key: 'edit', label: t('common.edit'), shown: allows('edit'), onClick: () => setEditing(s) },
      {
        key: 'delete',
        label: t('common.delete'),
        danger: true,
        shown: allows('delete'),
        onClick: () =>
          confirm({
            title: t('common.delete'),
            content: t('schedules.deleteConfirm', { name: s.name }),
            danger: true,
            run: () => deleteSchedule(s.id),
            success: t('schedules.deleted'),
          }),
      },
    ]),
  ];

  const title = {
    schedules: t('schedules.title'),
    once: t('schedules.onceTitle'),
    triggers: t('schedules.triggerTitle'),
  }[kind];
  return (
    <ListPage<ScheduleDetail, ScheduleQuery>
      title={title}
      list={list}
      columns={columns}
      scrollX={1500}
      testId="schedules"
      intro={
        (identity === Identity.DEVELOPER || triggers) && (
          <>
            {identity === Identity.DEVELOPER && (
              <Alert type="info" showIcon title={t('schedules.readOnly')} />
            )}
            {triggers && (
              <Flex vertical gap={8}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  style={{ width: '100%', maxWidth: 360 }}
                  placeholder={t('schedules.triggerProcess')}
                  loading={processes.isPending}
                  options={processes.data ?? []}
                  value={processId}
                  onChange={(v: number) => setProcessId(v)}
                  data-testid="trigger-process"
                />
                {!processId && <Alert type="info" showIcon title={t('schedules.triggerChoose')} />}
              </Flex>
            )}
          </>
        )
      }
      toolbar={
        allows('add') && (
          <AddButton
            onClick={() => setEditing('new')}
            disabled={triggers && !processId}
            data-testid="schedule-add"
          >
            {once ? t('schedules.addOnce') : triggers ? t('schedules.addTrigger') : t('schedules.add')}
          </AddButton>
        )
      }
    >
      <ScheduleFormDrawer
        open={editing !== null}
        schedule={editing === 'new' ? null : editing}
        onceOnly={once || identity === Identity.USER}
        processId={triggers ? processId : undefined}
        onSaved={refresh}
        onClose={() => setEditing(null)}
      />
    </ListPage>
  );
}

export const Schedules = () => <ScheduleListPage kind="schedules" />;
export const OnceSchedules = () => <ScheduleListPage kind="once" />;
export const Triggers = () => <ScheduleListPage kind="triggers" />;
/** The hidden "add trigger" page: the triggers of the process in the address, with the add form open. */
export const AddTrigger = () => <ScheduleListPage kind="triggers" adding />;
