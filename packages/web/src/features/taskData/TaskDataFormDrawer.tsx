import {
  TASK_DATA_DESCRIPTION_MAX,
  TASK_DATA_NAME_MAX,
  TASK_DATA_SLA_WARN_MINUTES,
  type TaskDataFields,
  taskDataFields,
} from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addSpace, modifySpace, spaceDetail, taskDataKeys } from '../../api/taskData';
import { FormDrawer } from '../../components/crud';
import { DepartmentRobotsFields } from '../../components/DepartmentRobotsFields';
import { useFieldRules } from '../../components/rules';

interface Props {
  /** 0 adds a space, an id edits it, null: closed. */
  spaceId: number | null;
  onClose(): void;
}

/** Adds or edits a task data space: its name, limits, description, department and the robots that may use it. */
export function TaskDataFormDrawer({ spaceId, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TaskDataFields>();
  const rule = useFieldRules(taskDataFields);
  const adding = spaceId === 0;
  const detail = useQuery({
    queryKey: taskDataKeys.detail(spaceId),
    queryFn: () => spaceDetail(spaceId as number),
    enabled: !!spaceId,
    gcTime: 0,
  });

  useEffect(() => {
    if (spaceId === null) return;
    form.resetFields();
    if (detail.data) form.setFieldsValue({ ...detail.data, robotIds: detail.data.robots.map((r) => r.id) });
  }, [spaceId, detail.data, form]);

  const save = (v: TaskDataFields) => {
    const body = { ...v, name: v.name.trim(), description: v.description.trim(), robotIds: v.robotIds ?? [] };
    return adding ? addSpace(body) : modifySpace({ ...body, id: spaceId as number });
  };

  return (
    <FormDrawer<TaskDataFields>
      open={spaceId !== null}
      title={adding ? t('taskData.add') : t('taskData.edit')}
      form={form}
      save={save}
      savedMessage={t('taskData.saved')}
      invalidates={[taskDataKeys.all]}
      onClose={onClose}
      testId="task-data-drawer"
      submitTestId="task-data-submit"
    >
      {!adding && detail.isPending ? (
        <Skeleton active />
      ) : (
        <Form<TaskDataFields>
          form={form}
          layout="vertical"
          initialValues={{ maxItems: 1000, maxAttempts: 3, slaMinutes: 0, robotIds: [] }}
        >
          <Form.Item name="name" label={t('taskData.name')} required validateFirst rules={rule('name')}>
            <Input maxLength={TASK_DATA_NAME_MAX} showCount data-testid="task-data-name" />
          </Form.Item>
          <Form.Item
            name="maxItems"
            label={t('taskData.maxItems')}
            required
            rules={rule('maxItems')}
            extra={t('taskData.maxItemsHelp')}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="task-data-maxItems" />
          </Form.Item>
          <Form.Item
            name="maxAttempts"
            label={t('taskData.maxAttempts')}
            required
            rules={rule('maxAttempts')}
            extra={t('taskData.maxAttemptsHelp')}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="task-data-maxAttempts" />
          </Form.Item>
          <Form.Item
            name="slaMinutes"
            label={t('taskData.slaMinutes')}
            rules={rule('slaMinutes')}
            extra={t('taskData.slaMinutesHelp', { warn: TASK_DATA_SLA_WARN_MINUTES })}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="task-data-slaMinutes" />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('taskData.description')}
            required
            rules={rule('description')}
          >
            <Input.TextArea
              rows={3}
              maxLength={TASK_DATA_DESCRIPTION_MAX}
              showCount
              data-testid="task-data-description"
            />
          </Form.Item>
          <DepartmentRobotsFields open={spaceId !== null} texts="taskData" testId="task-data" />
        </Form>
      )}
    </FormDrawer>
  );
}
