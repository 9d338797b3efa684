import type { DepartmentNode } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { departmentTree } from '../api/departments';

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: TreeOption[];
}

const toOptions = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

const ids = (nodes: TreeOption[]): number[] => nodes.flatMap((n) => [n.value, ...ids(n.children)]);

interface Props extends Omit<TreeSelectProps<number>, 'treeData'> {
  /**
   * Departments the value may hold that the caller does not manage (a
   * process's current department): shown by name, kept, not offered.
   */
  known?: Array<{ id: number; name: string }>;
}

/** The departments the caller manages, as a tree to pick one from. */
export function DepartmentSelect({ known = [], ...props }: Props) {
  const tree = useQuery({ queryKey: ['departments'], queryFn: departmentTree });
  const options = toOptions(tree.data ?? []);
  const listed = new Set(ids(options));
  // Without an option of its own, a department id would show as a bare number.
  const extra = known
    .filter((d) => !listed.has(d.id))
    .map((d) => ({ value: d.id, title: d.name, disabled: true, children: [] }));
  return (
    <TreeSelect<number>
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={tree.isPending}
      treeData={[...extra, ...options]}
      {...props}
    />
  );
}
