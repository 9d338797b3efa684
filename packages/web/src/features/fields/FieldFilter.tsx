import { FIELD_VALUE_MAX } from '@rpa/contracts';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessFieldSelect } from './BusinessFieldSelect';

export interface FieldFilterValue {
  fieldId?: number;
  fieldValue?: string;
}

/** Runs by a business value: a field and part of its value (or the number), applied with Filter. */
export function FieldFilter({ onChange }: { onChange(value: FieldFilterValue): void }) {
  const { t } = useTranslation();
  const [fieldId, setFieldId] = useState<number | undefined>();
  const [fieldValue, setFieldValue] = useState('');
  const apply = (id = fieldId, value = fieldValue) =>
    onChange(id && value.trim() ? { fieldId: id, fieldValue: value.trim() } : {});
  return (
    <Flex wrap gap={8} align="center" data-testid="report-field-filter">
      <BusinessFieldSelect
        value={fieldId}
        onChange={(id) => {
          setFieldId(id);
          if (!id) apply(undefined, '');
        }}
        style={{ width: 220 }}
      />
      <Input
        allowClear
        value={fieldValue}
        maxLength={FIELD_VALUE_MAX}
        placeholder={t('fields.valuePlaceholder')}
        onChange={(e) => {
          setFieldValue(e.target.value);
          if (!e.target.value) apply(fieldId, '');
        }}
        onPressEnter={() => apply()}
        style={{ width: 220 }}
        data-testid="report-field-value"
      />
      <Button
        onClick={() => apply()}
        disabled={!fieldId || !fieldValue.trim()}
        data-testid="report-field-apply"
      >
        {t('fields.applyFilter')}
      </Button>
    </Flex>
  );
}
