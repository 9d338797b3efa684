import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanFilters } from './filters';

export interface FilterField {
  /** The query field it fills. */
  name: string;
  label: string;
  input: ReactNode;
  /** Shown only after "More filters" (the less used ones). */
  more?: boolean;
  /** The input's value property when it is not `value` (`checked` for a checkbox). */
  valuePropName?: string;
}

/**
 * The filter row of a list: its fields, Search and Reset; it wraps on
 * narrow screens. Less used fields fold away behind "More filters"; a
 * folded field drops out of the search, so it names only what is on screen.
 */
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
  const [more, setMore] = useState(false);
  if (fields.length === 0) return null;
  const folding = fields.some((f) => f.more);
  return (
    <Form
      form={form}
      layout="inline"
      preserve={false}
      onFinish={(values) => onSearch(cleanFilters(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {fields
        .filter((f) => more || !f.more)
        .map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label || undefined} valuePropName={f.valuePropName}>
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
        {folding && (
          <Button
            type="link"
            onClick={() => setMore((m) => !m)}
            icon={more ? <UpOutlined /> : <DownOutlined />}
          >
            {more ? t('common.fewerFilters') : t('common.moreFilters')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
