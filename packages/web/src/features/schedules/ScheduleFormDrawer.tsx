import {
  CALENDARS,
  Identity,
  Priority,
  RunMode,
  runMinutes,
  SCHEDULE_LIMITS,
  type ScheduleDetail,
  type ScheduleFields,
  scheduleFieldsSchema,
  TIME_MODES,
  type TimeSettings,
  toLang,
} from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Col,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Radio,
  Row,
  Select,
  Space,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listCalendars } from '../../api/calendars';
import { api } from '../../api/client';
import { listProcesses, listUserProcesses, listVersions } from '../../api/processes';
import { refusable } from '../../api/refusable';
import { RequestError } from '../../api/request';
import { previewSchedule, saveSchedule } from '../../api/schedules';
import { listUsers } from '../../api/users';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/store';
import { useWindowWidth } from '../../app/shell/useWidth';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { ErrorNote } from '../../components/ErrorNote';
import { useFieldRules } from '../../components/rules';
import { fromPicker, pickerNow, toPicker } from '../../components/time';
import { QueueSpaceField } from './QueueSpaceField';
import { message, schemaRule } from './rules';
import { weekdayName } from './summary';

/** The contract's own rules for the form's counts, so the form refuses what the server refuses. */
const scheduleNumbers = scheduleFieldsSchema.shape;

/** The form's values; times are pickers, turned into the API's strings on save. */
interface Values {
  name: string;
  info: string;
  processId: number;
  versionId: number | null;
  priority: (typeof Priority)[number];
  runMode: (typeof RunMode)[number];
  queueSpaceId?: number | null;
  mode: (typeof TIME_MODES)[number];
  at?: Dayjs;
  every?: number;
  minute?: number;
  time?: Dayjs;
  weekdays?: number[];
  days?: number[];
  lastDay?: boolean;
  nth?: number;
  weekday?: number;
  expression?: string;
  calendar: (typeof CALENDARS)[number];
  calendarId: number | null;
  receiverUserIds: number[];
  receiverDepartmentIds: number[];
  robotIds: number[];
  failedRetries: number;
  taskCount: number;
  waitTimeout: number;
  runTimeout: number;
  manualMinutes: number;
  autoStopMinutes: number;
  range?: [Dayjs | null, Dayjs | null];
}

function timingOf(v: Partial<Values>): TimeSettings | null {
  const hhmm = v.time ? v.time.format('HH:mm') : '09:00';
  switch (v.mode) {
    case 'once':
      return v.at ? { mode: 'once', at: fromPicker(v.at) } : null;
    case 'minute':
      return { mode: 'minute', every: v.every ?? 5 };
    case 'hour':
      return { mode: 'hour', every: v.every ?? 1, minute: v.minute ?? 0 };
    case 'day':
      return { mode: 'day', time: hhmm };
    case 'week':
      return { mode: 'week', weekdays: v.weekdays ?? [], time: hhmm };
    case 'month':
      return {
        mode: 'month',
        days: v.days ?? [],
        lastDay: v.lastDay ?? false,
        ...(v.nth && v.weekday ? { weekday: { nth: v.nth, day: v.weekday } } : {}),
        time: hhmm,
      };
    case 'cron':
      return v.expression?.trim() ? { mode: 'cron', expression: v.expression.trim() } : null;
    default:
      return null;
  }
}

function valuesOf(s: ScheduleDetail): Partial<Values> {
  const t = s.timing;
  return {
    ...s,
    mode: t.mode,
    ...(t.mode === 'once' ? { at: toPicker(t.at) } : {}),
    ...(t.mode === 'minute' ? { every: t.every } : {}),
    ...(t.mode === 'hour' ? { every: t.every, minute: t.minute } : {}),
    ...('time' in t ? { time: dayjs(`2000-01-01T${t.time}`) } : {}),
    ...(t.mode === 'week' ? { weekdays: t.weekdays } : {}),
    ...(t.mode === 'month'
      ? { days: t.days, lastDay: t.lastDay, nth: t.weekday?.nth, weekday: t.weekday?.day }
      : {}),
    ...(t.mode === 'cron' ? { expression: t.expression } : {}),
    range: [s.startAt ? toPicker(s.startAt) : null, s.stopAt ? toPicker(s.stopAt) : null],
  };
}

/**
 * Adds or edits a schedule: every field of console-core.md §3, checked as
 * the server checks it, with the next execution times the scheduler will use.
 */
export function ScheduleFormDrawer({
  open,
  schedule,
  onceOnly,
  processId: fixedProcess,
  onSaved,
  onClose,
}: {
  open: boolean;
  schedule: ScheduleDetail | null;
  onceOnly: boolean;
  /** A process trigger: the schedule is of this process. */
  processId?: number;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const rule = useFieldRules(scheduleFieldsSchema);
  const identity = useSession((s) => s.curIden);
  const manager = identity === Identity.MANAGER;
  const width = useWindowWidth();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<string[] | string | null>(null);
  // One-time forms have no time-mode field; the mode is still `once`.
  const watchedMode = Form.useWatch('mode', form);
  const mode = onceOnly ? 'once' : watchedMode;
  const runMode = Form.useWatch('runMode', form);
  const calendar = Form.useWatch('calendar', form);
  const processId = Form.useWatch('processId', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setPreview(null);
    if (schedule) form.setFieldsValue(valuesOf(schedule));
    else
      form.setFieldsValue({
        mode: onceOnly ? 'once' : 'day',
        time: dayjs('2000-01-01T09:00'),
        ...(fixedProcess ? { processId: fixedProcess } : {}),
      });
  }, [open, schedule, onceOnly, fixedProcess, form]);

  const processes = useQuery({
    queryKey: ['schedules', 'processes', identity],
    enabled: open,
    queryFn: async () =>
      identity === Identity.USER
        ? (await listUserProcesses({ page: 1, size: 100 })).records.map((p) => ({ id: p.id, name: p.name }))
        : (
            await listProcesses(identity === Identity.OWNER ? 'owner' : 'manager', {
              status: 2,
              page: 1,
              size: 100,
            })
          ).records.map((p) => ({ id: p.id, name: p.name })),
  });
  const versions = useQuery({
    queryKey: ['schedules', 'versions', processId],
    enabled: open && !!processId && identity !== Identity.USER,
    queryFn: async () =>
      (
        await listVersions(identity === Identity.OWNER ? 'owner' : 'manager', processId, 1, 100)
      ).records.filter((v) => v.active && v.status === 2),
  });
  const robots = useQuery({
    queryKey: ['schedules', 'robots'],
    enabled: open,
    queryFn: () =>
      api().get<Array<{ id: number; robotsNo: string; alias: string }>>('/rpa/cdaAgent/agentStudioList'),
  });
  const users = useQuery({
    queryKey: ['schedules', 'users'],
    enabled: open && manager,
    queryFn: async () => (await listUsers({ page: 1, size: 200 })).records,
  });

  const calendars = useQuery({ queryKey: ['calendars'], enabled: open, queryFn: listCalendars });

  /** Asks the server for the next times whenever the timing changes. */
  const refreshPreview = () => {
    const v = form.getFieldsValue(true) as Values;
    const timing = timingOf({ ...v, mode: onceOnly ? 'once' : v.mode });
    if (!timing) return setPreview(null);
    const [start, stop] = v.range ?? [null, null];
    previewSchedule({
      timing,
      calendar: v.calendar,
      calendarId: v.calendar === 'daily' ? null : (v.calendarId ?? null),
      startAt: start ? fromPicker(start) : null,
      stopAt: stop ? fromPicker(stop) : null,
    })
      .then((times) => setPreview(times))
      .catch((err: unknown) => {
        if (err instanceof RequestError) setPreview(err.message);
        else throw err;
      });
  };

  const save = async (v: Values) => {
    // Start, resident and queue schedules do not use a time; the schema still wants one.
    const timing: TimeSettings | null =
      onceOnly || v.runMode === 'timed'
        ? timingOf({ ...v, mode: onceOnly ? 'once' : v.mode })
        : { mode: 'day', time: '09:00' };
    // Never silently: a form that cannot be sent says why.
    if (!timing) return notify.error(t('schedules.timingMissing'));
    const [start, stop] = v.range ?? [null, null];
    const body: ScheduleFields & { id?: number } = {
      ...(schedule ? { id: schedule.id } : {}),
      name: v.name.trim(),
      info: v.info?.trim() ?? '',
      processId: fixedProcess ?? v.processId,
      versionId: v.versionId ?? null,
      priority: v.priority,
      runMode: onceOnly ? 'timed' : v.runMode,
      queueSpaceId: !onceOnly && v.runMode === 'queue' ? (v.queueSpaceId ?? null) : null,
      timing,
      calendar: v.calendar,
      calendarId: v.calendar === 'daily' ? null : (v.calendarId ?? null),
      receiverUserIds: v.receiverUserIds ?? [],
      receiverDepartmentIds: v.receiverDepartmentIds ?? [],
      robotIds: v.robotIds ?? [],
      failedRetries: v.failedRetries,
      taskCount: v.taskCount,
      waitTimeout: v.waitTimeout,
      runTimeout: v.runTimeout,
      manualMinutes: v.manualMinutes,
      autoStopMinutes: v.autoStopMinutes,
      startAt: start ? fromPicker(start) : null,
      stopAt: stop ? fromPicker(stop) : null,
    };
    await refusable(async () => {
      await saveSchedule(body);
      notify.success(t('schedules.saved'));
      onSaved();
      onClose();
    }, setSaving);
  };

  const range = (min: number, max: number) => ({
    type: 'number' as const,
    min,
    max,
    message: t('schedules.numberRange', { min, max }),
  });
  const timed = onceOnly || (runMode ?? 'timed') === 'timed';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={width < 900 ? '100%' : 760}
      title={schedule ? t('schedules.edit') : onceOnly ? t('schedules.addOnce') : t('schedules.add')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="schedule-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void save(v)}
        scrollToFirstError
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0]?.errors[0];
          notify.error(first ? t('schedules.fixFirst', { error: first }) : t('schedules.cannotSave'));
        }}
        onValuesChange={(changed) => {
          if (Object.keys(changed).some((k) => !['name', 'info', 'receiverUserIds', 'robotIds'].includes(k)))
            refreshPreview();
        }}
        initialValues={{
          priority: 'normal',
          runMode: 'timed',
          calendar: 'daily',
          calendarId: null,
          failedRetries: 0,
          taskCount: 1,
          waitTimeout: 30,
          runTimeout: 120,
          manualMinutes: 0,
          autoStopMinutes: 0,
          versionId: null,
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('schedules.name')} required rules={rule('name')}>
              <Input maxLength={SCHEDULE_LIMITS.NAME_MAX} data-testid="schedule-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="processId"
              label={t('schedules.process')}
              rules={[{ required: true, message: t('schedules.required') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={processes.isPending}
                options={(processes.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                onChange={() => form.setFieldValue('versionId', null)}
                disabled={!!fixedProcess}
                data-testid="schedule-process"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="info" label={t('schedules.info')} rules={rule('info')}>
              <Input maxLength={SCHEDULE_LIMITS.INFO_MAX} />
            </Form.Item>
          </Col>
          {identity !== Identity.USER && (
            <Col xs={24} md={12}>
              <Form.Item name="versionId" label={t('schedules.version')}>
                <Select
                  options={[
                    { value: null, label: t('schedules.versionLatest') },
                    ...(versions.data ?? []).map((v) => ({ value: v.id, label: v.number })),
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="priority" label={t('schedules.priority')}>
              <Radio.Group
                optionType="button"
                options={Priority.map((p) => ({ value: p, label: t(`tasks.priority_${p}`) }))}
              />
            </Form.Item>
          </Col>
          {/* Queue schedules watch task data, a manager's screen. */}
          {!onceOnly && (
            <Col xs={24}>
              <Form.Item
                name="runMode"
                label={t('schedules.runMode')}
                extra={t(`schedules.runModeHint_${runMode ?? 'timed'}`)}
              >
                <Radio.Group
                  optionType="button"
                  options={RunMode.filter((m) => m !== 'queue' || manager).map((m) => ({
                    value: m,
                    label: t(`schedules.runMode_${m}`),
                  }))}
                  data-testid="schedule-run-mode"
                />
              </Form.Item>
            </Col>
          )}
          {!onceOnly && runMode === 'queue' && (
            <Col xs={24} md={12}>
              <QueueSpaceField open={open} />
            </Col>
          )}
          {timed && (
            <>
              {!onceOnly && (
                <Col xs={24}>
                  <Form.Item name="mode" label={t('schedules.timeMode')}>
                    <Select
                      options={TIME_MODES.map((m) => ({ value: m, label: t(`schedules.mode_${m}`) }))}
                      data-testid="schedule-mode"
                    />
                  </Form.Item>
                </Col>
              )}
              {mode === 'once' && (
                <Col xs={24} md={12}>
                  <Form.Item
                    name="at"
                    label={t('schedules.at')}
                    rules={[
                      { required: true, message: t('schedules.atRequired') },
                      {
                        validator: (_r, v: Dayjs | undefined) =>
                          v && !v.isAfter(pickerNow())
                            ? Promise.reject(new Error(t('schedules.atPast')))
                            : Promise.resolve(),
                      },
                    ]}
                  >
                    <DatePicker
                      showTime
                      format="YYYY-MM-DD HH:mm:ss"
                      style={{ width: '100%' }}
                      data-testid="schedule-at"
                    />
                  </Form.Item>
                </Col>
              )}
              {(mode === 'minute' || mode === 'hour') && (
                <Col xs={12} md={6}>
                  <Form.Item
                    name="every"
                    label={t('schedules.every')}
                    initialValue={mode === 'minute' ? 5 : 1}
                    rules={[range(1, mode === 'minute' ? 59 : 23)]}
                  >
                    <InputNumber precision={0} style={{ width: '100%' }} data-testid="schedule-every" />
                  </Form.Item>
                </Col>
              )}
              {mode === 'hour' && (
                <Col xs={12} md={6}>
                  <Form.Item
                    name="minute"
                    label={t('schedules.minute')}
                    initialValue={0}
                    rules={[range(0, 59)]}
                  >
                    <InputNumber precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              )}
              {(mode === 'day' || mode === 'week' || mode === 'month') && (
                <Col xs={12} md={6}>
                  <Form.Item name="time" label={t('schedules.time')} rules={[{ required: true }]}>
                    <TimePicker format="HH:mm" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              )}
              {mode === 'week' && (
                <Col xs={24}>
                  <Form.Item
                    name="weekdays"
                    label={t('schedules.weekdays')}
                    rules={[{ required: true, message: t('schedules.weekdaysRequired') }]}
                  >
                    <Checkbox.Group
                      options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: weekdayName(lang, d) }))}
                    />
                  </Form.Item>
                </Col>
              )}
              {mode === 'month' && (
                <>
                  <Col xs={24} md={12}>
                    <Form.Item name="days" label={t('schedules.days')}>
                      <Select
                        mode="multiple"
                        options={Array.from({ length: 31 }, (_, i) => ({
                          value: i + 1,
                          label: String(i + 1),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="lastDay" label=" " valuePropName="checked">
                      <Checkbox>{t('schedules.lastDay')}</Checkbox>
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item name="nth" label={t('schedules.nthWeekday')}>
                      <Select
                        allowClear
                        options={[1, 2, 3, 4, 5]
                          .map((n) => ({ value: n, label: `#${n}` }))
                          .concat([{ value: -1, label: t('schedules.nth_last') }])}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item name="weekday" label={t('schedules.weekday')}>
                      <Select
                        allowClear
                        options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({
                          value: d,
                          label: weekdayName(lang, d),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                </>
              )}
              {mode === 'cron' && (
                <Col xs={24}>
                  <Form.Item
                    name="expression"
                    label={t('schedules.expression')}
                    extra={t('schedules.expressionHelp')}
                    rules={[{ required: true, whitespace: true, message: t('schedules.expressionRequired') }]}
                  >
                    <Input placeholder="0 0 9 ? * 2-6" style={{ fontFamily: 'monospace' }} />
                  </Form.Item>
                </Col>
              )}
              {mode !== 'once' && (
                <Col xs={24} md={12}>
                  <Form.Item
                    name="calendar"
                    label={t('schedules.calendar')}
                    extra={t('schedules.calendarHint')}
                  >
                    <Select
                      options={CALENDARS.map((c) => ({ value: c, label: t(`schedules.calendar_${c}`) }))}
                    />
                  </Form.Item>
                </Col>
              )}
              {mode !== 'once' && calendar !== 'daily' && (
                <Col xs={24} md={12}>
                  <Form.Item
                    name="calendarId"
                    label={t('schedules.userCalendar')}
                    extra={t('schedules.userCalendarHint')}
                  >
                    <Select
                      allowClear
                      data-testid="schedule-user-calendar"
                      loading={calendars.isLoading}
                      placeholder={t('schedules.userCalendarNone')}
                      options={(calendars.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                      notFoundContent={t('schedules.userCalendarEmpty')}
                    />
                  </Form.Item>
                </Col>
              )}
              {mode !== 'once' && (
                <Col xs={24} md={12}>
                  <Form.Item
                    name="range"
                    label={`${t('schedules.startAt')} / ${t('schedules.stopAt')}`}
                    rules={[
                      {
                        validator: (_r, v: Values['range']) =>
                          v?.[0] && v?.[1] && v[0].isAfter(v[1])
                            ? Promise.reject(new Error(t('schedules.startAfterStop')))
                            : Promise.resolve(),
                      },
                    ]}
                  >
                    <DatePicker.RangePicker showTime allowEmpty={[true, true]} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24}>
                {typeof preview === 'string' ? (
                  <ErrorNote problem={preview} style={{ marginBottom: 16 }} testId="schedule-preview-error" />
                ) : preview ? (
                  <Flex vertical style={{ marginBottom: 16 }}>
                    <Typography.Text strong>{t('schedules.preview')}</Typography.Text>
                    {preview.length ? (
                      <List
                        size="small"
                        dataSource={preview}
                        renderItem={(p) => (
                          <List.Item>{toPicker(p).format('YYYY-MM-DD HH:mm:ss dddd')}</List.Item>
                        )}
                      />
                    ) : (
                      <Typography.Text type="warning">{t('schedules.previewNone')}</Typography.Text>
                    )}
                  </Flex>
                ) : null}
              </Col>
            </>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="robotIds" label={t('schedules.robots')}>
              <Select
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={(robots.data ?? []).map((r) => ({ value: r.id, label: r.alias || r.robotsNo }))}
              />
            </Form.Item>
          </Col>
          {manager && (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="receiverUserIds" label={t('schedules.receivers')}>
                  <Select
                    mode="multiple"
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    options={(users.data ?? []).map((u) => ({
                      value: u.id,
                      label: `${u.realName} (${u.account})`,
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="receiverDepartmentIds" label={t('schedules.receiverDepartments')}>
                  <DepartmentSelect multiple allowClear />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={12} md={6}>
            <Form.Item
              name="failedRetries"
              label={t('schedules.failedRetries')}
              rules={[schemaRule(scheduleNumbers.failedRetries, t('schedules.retriesRange'))]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} data-testid="schedule-failedRetries" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="taskCount"
              label={t(runMode === 'queue' ? 'schedules.queueRobots' : 'schedules.taskCount')}
              extra={runMode === 'queue' ? t('schedules.queueRobotsHint') : undefined}
              rules={[schemaRule(scheduleNumbers.taskCount, message(lang, 'schedules.taskCountRange'))]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} data-testid="schedule-taskCount" />
            </Form.Item>
          </Col>
          {(['waitTimeout', 'runTimeout', 'manualMinutes', 'autoStopMinutes'] as const).map((f) => (
            <Col xs={12} md={6} key={f}>
              <Form.Item
                name={f}
                label={t(`schedules.${f}`)}
                rules={[schemaRule(runMinutes, message(lang, 'error.minutesRange'))]}
              >
                <InputNumber precision={0} style={{ width: '100%' }} data-testid={`schedule-${f}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Drawer>
  );
}
