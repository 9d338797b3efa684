import type { UserCalendar } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCalendar, listCalendars } from '../../api/calendars';
import { AddButton, rowActionsColumn, useConfirmAction, useFittedColumns } from '../../components/crud';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { CalendarEditor } from './CalendarEditor';

/** The user calendars' query, shared with the schedule form that offers them. */
const CALENDARS = ['calendars'];

/** The calendar tab: user calendars that workday and non-workday schedules may follow. */
export function CalendarTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { allows } = useButtons();
  const [editing, setEditing] = useState<UserCalendar | null | undefined>(undefined);
  const data = useQuery({ queryKey: CALENDARS, queryFn: listCalendars });
  const refresh = () => void client.invalidateQueries({ queryKey: CALENDARS });
  const confirm = useConfirmAction([CALENDARS]);

  const remove = (c: UserCalendar) =>
    confirm({
      title: t('settings.calendarDelete'),
      content: t('settings.calendarDeleteConfirm', { name: c.name }),
      okText: t('common.delete'),
      okTestId: 'calendar-delete-ok',
      danger: true,
      run: () => deleteCalendar(c.id),
      success: t('settings.calendarDeleted'),
    });

  const canSave = allows('save');
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('settings.calendarIntro')}</Typography.Text>
        {canSave && (
          <AddButton onClick={() => setEditing(null)} data-testid="calendar-add">
            {t('settings.calendarAdd')}
          </AddButton>
        )}
      </Flex>
      <Table<UserCalendar>
        rowKey="id"
        loading={data.isLoading}
        dataSource={data.data ?? []}
        scroll={{ x: 640 }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('settings.calendarsEmpty') }}
        columns={useFittedColumns<ColumnsType<UserCalendar>[number]>([
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
                rowActionsColumn<UserCalendar>(t, 140, (c) => [
                  {
                    key: 'edit',
                    label: t('common.edit'),
                    onClick: () => setEditing(c),
                    testId: `calendar-edit-${c.name}`,
                  },
                  {
                    key: 'delete',
                    label: t('common.delete'),
                    danger: true,
                    onClick: () => remove(c),
                    testId: `calendar-delete-${c.name}`,
                  },
                ]),
              ]
            : []),
        ])}
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
