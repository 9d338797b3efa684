import { PROCESS_LIMITS } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { listProcesses } from '../../api/processes';

/** Options shown at once; typing searches the rest by name on the server. */
const SHOWN = 50;

/** Chooses one of the processes the caller sees (by name, searched on the server). */
export function ProcessPicker({
  view,
  ...props
}: { view: 'dev' | 'owner' | 'manager' } & Omit<SelectProps<number>, 'options'>) {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  // The chosen process stays labelled when a later search no longer lists it.
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  // Searches once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const data = useQuery({
    queryKey: ['processes', 'picker', view, name],
    queryFn: () => listProcesses(view, { page: 1, size: SHOWN, ...(name ? { name } : {}) }),
  });
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: (v) => setTyped(v.slice(0, PROCESS_LIMITS.NAME_MAX)) }}
      loading={data.isFetching}
      onOpenChange={(open) => !open && setTyped('')}
      onChange={(value, option) => {
        const one = Array.isArray(option) ? undefined : option;
        setChosen(value === undefined || !one ? null : { value, label: String(one.label) });
        props.onChange?.(value, option);
      }}
      options={[
        ...(chosen && !data.data?.records.some((p) => p.id === chosen.value) ? [chosen] : []),
        ...(data.data?.records ?? []).map((p) => ({ value: p.id, label: p.name })),
      ]}
    />
  );
}
