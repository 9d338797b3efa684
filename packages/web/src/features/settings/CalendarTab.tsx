import { PlusOutlined } from '@ant-design/icons';
import type { UserCalendar } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Flex, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCalendar, listCalendars } from '../../api/calendars';
import { RequestError } from '../../api/request';
import { notify } from '../../app/notify';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { CalendarEditor } from './CalendarEditor';

/** The calendar tab: user calendars that workday and non-workday schedules may follow. */
export function CalendarTab() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const { allows } = useButtons();
  const [editing, setEditing] = useState<UserCalendar | null | undefined>(undefined);
  const data = useQuery({ queryKey: ['calendars'], queryFn: listCalendars });
  const refresh = () => void client.invalidateQueries({ queryKey: ['calendars'] });

  const remove = (c: UserCalendar) =>
    modal.confirm({
      title: t('settings.calendarDelete'),
      content: t('settings.calendarDeleteConfirm', { name: c.name }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'calendar-delete-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await deleteCalendar(c.id);
          notify.success(t('settings.calendarDeleted'));
          refresh();
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
    });

  const canSave = allows('save');
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('settings.calendarIntro')}</Typography.Text>
        {canSave && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="calendar-add"
          >
            {t('settings.calendarAdd')}
          </Button>
        )}
      </Flex>
      <Table<UserCalendar>
        rowKey="id"
        loading={data.isLoading}
        dataSource={data.data ?? []}
        scroll={{ x: 640 }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('settings.calendarsEmpty') }}
        columns={[
          { title: t('settings.calendarName'), dataIndex: 'name', ellipsis: true },
          {
            title: t('settings.calendarDays'),
            key: 'days',
            render: (_, c) =>
              t('settings.calendarDaysCount', {
                work: c.days.filter((d) => d.workday).length,
                off: c.days.filter((d) => !d.workday).length,
              }),
          },
          { title: t('settings.calendarSchedules'), dataIndex: 'scheduleCount', width: 120 },
          {
            title: t('settings.updatedAt'),
            dataIndex: 'updatedAt',
            width: 170,
            render: (v: string) => showTime(v, 'second'),
          },
          ...(canSave
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 140,
                  render: (_: unknown, c: UserCalendar) => (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setEditing(c)}
                        data-testid={`calendar-edit-${c.name}`}
                      >
                        {t('common.edit')}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() => remove(c)}
                        data-testid={`calendar-delete-${c.name}`}
                      >
                        {t('common.delete')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <CalendarEditor
        open={editing !== undefined}
        calendar={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
      />
    </>
  );
}
