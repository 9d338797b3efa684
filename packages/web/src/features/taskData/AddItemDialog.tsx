import {
  TASK_DATA_REFERENCE_MAX,
  TASK_ITEM_PRIORITIES,
  TASK_ITEM_PRIORITY_LABELS,
  taskItemFields,
  toLang,
} from '@rpa/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addItem, taskDataKeys } from '../../api/taskData';
import { FormDialog } from '../../components/crud';
import { useFieldRules } from '../../components/rules';

interface Values {
  content: string;
  reference?: string;
  priority: 0 | 1 | 2;
}

/** Adds one item to a space: its JSON content, an optional reference and its priority. */
export function AddItemDialog({ spaceId, onClose }: { spaceId: number | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const [form] = Form.useForm<Values>();
  const rule = useFieldRules(taskItemFields);
  // The content is typed as JSON text: it must parse before the contract's own rules see it.
  const json = {
    validator: async (_: unknown, text: string | undefined) => {
      try {
        JSON.parse(text ?? '');
      } catch {
        throw new Error(t('taskData.contentJson'));
      }
    },
  };
  return (
    <FormDialog<Values>
      open={spaceId !== null}
      title={t('taskData.addItem')}
      form={form}
      initialValues={{ priority: 1 }}
      save={(v) =>
        addItem({
          spaceId: spaceId as number,
          content: JSON.parse(v.content),
          reference: v.reference?.trim() ?? '',
          priority: v.priority,
        })
      }
      savedMessage={t('taskData.itemAdded')}
      invalidates={[taskDataKeys.all]}
      onClose={onClose}
      okTestId="task-item-submit"
    >
      <Form.Item
        name="content"
        label={t('taskData.content')}
        required
        rules={[json]}
        extra={t('taskData.contentHelp')}
      >
        <Input.TextArea
          rows={6}
          placeholder='{"invoice": "INV-001", "amount": 1200}'
          data-testid="task-item-content"
        />
      </Form.Item>
      <Form.Item
        name="reference"
        label={t('taskData.reference')}
        rules={rule('reference')}
        extra={t('taskData.referenceHelp')}
      >
        <Input maxLength={TASK_DATA_REFERENCE_MAX} data-testid="task-item-reference" />
      </Form.Item>
      <Form.Item name="priority" label={t('taskData.priority')}>
        <Select
          options={TASK_ITEM_PRIORITIES.map((p) => ({ value: p, label: TASK_ITEM_PRIORITY_LABELS[p][lang] }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
