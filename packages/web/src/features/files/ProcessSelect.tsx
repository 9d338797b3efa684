import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileKeys, fileProcesses } from '../../api/files';

/** The processes whose documents the caller sees and adds to, searchable by name. */
export function ProcessSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { t } = useTranslation();
  const processes = useQuery({ queryKey: [...fileKeys.all, 'processes'], queryFn: fileProcesses });
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('files.processPlaceholder')}
      loading={processes.isPending}
      notFoundContent={processes.isPending ? undefined : t('files.noProcesses')}
      options={(processes.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      {...props}
    />
  );
}
