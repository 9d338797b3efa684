import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { logFieldKeys, logFieldOptions } from '../../api/fields';

/** The enabled business fields (no passwords: their values are sealed), to filter run records by. */
export function BusinessFieldSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { t } = useTranslation();
  const options = useQuery({ queryKey: [...logFieldKeys.all, 'options'], queryFn: () => logFieldOptions() });
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('fields.businessField')}
      loading={options.isPending}
      options={(options.data ?? []).map((f) => ({ value: f.id, label: `${f.name} (${f.key})` }))}
      {...props}
    />
  );
}
