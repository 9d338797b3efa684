import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanFilters } from './filters';

export interface FilterField {
  /** The query field it fills. */
  name: string;
  label: string;
  input: ReactNode;
}

/** The filter row of a list: its fields, Search and Reset; it wraps on narrow screens. */
export function FilterBar<F extends object>({
  fields,
  onSearch,
  testId,
}: {
  fields: FilterField[];
  onSearch: (filters: F) => void;
  /** Names the Search and Reset buttons `<testId>-search`, `<testId>-reset`. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<F>();
  if (fields.length === 0) return null;
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(cleanFilters(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label}>
          {f.input}
        </Form.Item>
      ))}
      <Flex gap={8}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined />}
          data-testid={testId && `${testId}-search`}
        >
          {t('common.search')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          data-testid={testId && `${testId}-reset`}
          onClick={() => {
            form.resetFields();
            onSearch({} as F);
          }}
        >
          {t('common.reset')}
        </Button>
      </Flex>
    </Form>
  );
}
