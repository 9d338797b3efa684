import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listSpaces, taskDataKeys } from '../../api/taskData';

/**
 * The task data space a queue schedule watches: the manager's spaces, each
 * with its department (the server takes only one of the process's department)
 * and how many items wait in it now.
 */
export function QueueSpaceField({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const spaces = useQuery({
    queryKey: taskDataKeys.list({ purpose: 'schedule' }),
    enabled: open,
    queryFn: async () => (await listSpaces({ page: 1, size: 500 })).records,
  });
  return (
    <Form.Item
      name="queueSpaceId"
      label={t('schedules.queueSpace')}
      extra={t('schedules.queueSpaceHint')}
      rules={[{ required: true, message: t('schedules.queueSpaceRequired') }]}
    >
      <Select
        showSearch
        optionFilterProp="label"
        loading={spaces.isLoading}
        data-testid="schedule-queue-space"
        notFoundContent={spaces.isLoading ? undefined : t('schedules.queueSpaceNone')}
        options={(spaces.data ?? []).map((s) => ({
          value: s.id,
          label: `${s.name} · ${s.departmentName}`,
          title: t('schedules.queueSpaceWaiting', { count: s.waiting }),
        }))}
      />
    </Form.Item>
  );
}
