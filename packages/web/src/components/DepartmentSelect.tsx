import type { DepartmentNode } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { departmentTree } from '../api/departments';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toOptions = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

/** The departments the caller manages, as a tree to pick one from. */
export function DepartmentSelect(props: Omit<TreeSelectProps<number>, 'treeData'>) {
  const tree = useQuery({ queryKey: ['departments'], queryFn: departmentTree });
  return (
    <TreeSelect<number>
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={tree.isPending}
      treeData={toOptions(tree.data ?? [])}
      {...props}
    />
  );
}
