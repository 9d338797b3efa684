import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldProcesses, logFieldKeys } from '../../api/fields';

/** The processes a field or service parameters may belong to, searchable by name. */
export function FieldProcessSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { t } = useTranslation();
  const processes = useQuery({ queryKey: [...logFieldKeys.all, 'processes'], queryFn: fieldProcesses });
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      loading={processes.isPending}
      notFoundContent={processes.isPending ? undefined : t('fields.noProcesses')}
      options={(processes.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      {...props}
    />
  );
}
