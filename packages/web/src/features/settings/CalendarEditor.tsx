import { CALENDAR_LIMITS, type CalendarDay, calendarSaveSchema, type UserCalendar } from '@rpa/contracts';
import {
  Badge,
  Button,
  Calendar,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  Radio,
  Space,
  Table,
  Tag,
} from 'antd';
import chineseDays from 'chinese-days';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCalendar } from '../../api/calendars';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';
import { useWindowWidth } from '../../app/shell/useWidth';
import { useFieldRules } from '../../components/rules';

const DAY = 'YYYY-MM-DD';

/** Next state of a day clicked in the month view: official → workday → day off → official. */
function cycle(days: CalendarDay[], date: string): CalendarDay[] {
  const found = days.find((d) => d.date === date);
  if (!found) return [...days, { date, workday: true }];
  if (found.workday) return days.map((d) => (d.date === date ? { date, workday: false } : d));
  return days.filter((d) => d.date !== date);
}

/**
 * Adds or edits a user calendar: its name (2-20) and the days that count
 * as workdays or days off. A day is set by clicking it in the month view
 * (official → workday → day off → official) or, from the keyboard, with
 * the date field; the month view marks official holidays and working
 * weekends so the exceptions are made against them.
 */
export function CalendarEditor({
  calendar,
  open,
  onClose,
  onSaved,
}: {
  calendar: UserCalendar | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const width = useWindowWidth();
  const rule = useFieldRules(calendarSaveSchema);
  const [form] = Form.useForm<{ name: string }>();
  const [days, setDays] = useState<CalendarDay[]>([]);
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const [kind, setKind] = useState<'work' | 'off'>('work');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ name: calendar?.name ?? '' });
    setDays(calendar?.days ?? []);
    setPicked(null);
  }, [open, calendar, form]);

  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const add = () => {
    if (!picked) return;
    const date = picked.format(DAY);
    setDays((ds) => [...ds.filter((d) => d.date !== date), { date, workday: kind === 'work' }]);
    setPicked(null);
  };

  const save = async (v: { name: string }) => {
    await refusable(async () => {
      await saveCalendar({ ...(calendar ? { id: calendar.id } : {}), name: v.name.trim(), days: sorted });
      notify.success(t('settings.calendarSaved'));
      onSaved();
      onClose();
    }, setSaving);
  };

  const cell = (d: Dayjs) => {
    const date = d.format(DAY);
    const own = days.find((x) => x.date === date);
    const holiday = chineseDays.isHoliday(date);
    const weekend = d.day() === 0 || d.day() === 6;
    if (width < 900) {
      // The small month has no room for words: a dot, explained by the table below.
      const colour = own ? (own.workday ? 'blue' : 'orange') : holiday !== weekend ? 'default' : null;
      return colour ? <Badge color={colour === 'default' ? '#bfbfbf' : colour} /> : null;
    }
    return (
      <Flex vertical gap={2} data-testid={`calendar-cell-${date}`}>
        {own ? (
          <Tag color={own.workday ? 'blue' : 'orange'} style={{ marginInlineEnd: 0 }}>
            {own.workday ? t('settings.dayWork') : t('settings.dayOff')}
          </Tag>
        ) : holiday && !weekend ? (
          <Badge status="default" text={t('settings.officialOff')} />
        ) : !holiday && weekend ? (
          <Badge status="processing" text={t('settings.officialWork')} />
        ) : null}
      </Flex>
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={width < 900 ? '100%' : 820}
      title={calendar ? t('settings.calendarEdit') : t('settings.calendarAdd')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="calendar-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Form.Item name="name" label={t('settings.calendarName')} required rules={rule('name')}>
          <Input maxLength={CALENDAR_LIMITS.NAME_MAX} showCount data-testid="calendar-name" />
        </Form.Item>
      </Form>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <DatePicker value={picked} onChange={setPicked} data-testid="calendar-day-picker" />
        <Radio.Group
          optionType="button"
          value={kind}
          onChange={(e) => setKind(e.target.value as 'work' | 'off')}
          options={[
            { value: 'work', label: t('settings.dayWork') },
            { value: 'off', label: t('settings.dayOff') },
          ]}
        />
        <Button onClick={add} disabled={!picked} data-testid="calendar-day-add">
          {t('settings.dayAdd')}
        </Button>
      </Flex>
      <Calendar
        fullscreen={width >= 900}
        cellRender={(d, info) => (info.type === 'date' ? cell(d) : info.originNode)}
        onSelect={(d, info) => {
          if (info.source === 'date') setDays((ds) => cycle(ds, d.format(DAY)));
        }}
      />
      <Table<CalendarDay>
        size="small"
        rowKey="date"
        style={{ marginTop: 12 }}
        dataSource={sorted}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('settings.daysEmpty') }}
        columns={[
          {
            title: t('settings.day'),
            dataIndex: 'date',
            render: (v: string) => `${v} ${dayjs(v).format('ddd')}`,
          },
          {
            title: t('settings.dayKind'),
            dataIndex: 'workday',
            render: (w: boolean) => (
              <Tag color={w ? 'blue' : 'orange'}>{w ? t('settings.dayWork') : t('settings.dayOff')}</Tag>
            ),
          },
          {
            title: t('common.actions'),
            key: 'remove',
            width: 100,
            render: (_, d) => (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setDays((ds) => ds.filter((x) => x.date !== d.date))}
                data-testid={`calendar-day-remove-${d.date}`}
              >
                {t('settings.dayRemove')}
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
