import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { listPackages, upgradeKeys } from '../../api/upgrades';

/** How many packages the choice offers at once; typing narrows them by name on the server. */
const OFFERED = 50;

interface Option {
  value: number;
  label: string;
}

/** An upgrade package to choose, newest first, searched by name as one types. */
export function PackageSelect({ onChange, ...props }: Omit<SelectProps<number>, 'options' | 'showSearch'>) {
  const [name, setName] = useState('');
  // The chosen one keeps its label when a later search no longer lists it.
  const [picked, setPicked] = useState<Option | null>(null);
  const packages = useQuery({
    queryKey: upgradeKeys.list('choices', name),
    queryFn: () => listPackages({ page: 1, size: OFFERED, ...(name ? { name } : {}) }),
    placeholderData: keepPreviousData,
  });
  const options: Option[] = (packages.data?.records ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} (${p.version})`,
  }));
  if (picked && !options.some((o) => o.value === picked.value)) options.unshift(picked);
  return (
    <Select<number>
      allowClear
      loading={packages.isFetching}
      showSearch={{ filterOption: false, onSearch: (v) => setName(v.trim()) }}
      onBlur={() => setName('')}
      options={options}
      onChange={(value, option) => {
        setPicked(Array.isArray(option) || !option ? null : (option as Option));
        onChange?.(value, option);
      }}
      {...props}
    />
  );
}
