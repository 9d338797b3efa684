import { DeleteOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';

interface Props extends Omit<ButtonProps, 'danger' | 'icon' | 'disabled'> {
  /** The list's selected keys: without any, there is nothing to delete. */
  selected: readonly unknown[];
}

/** The list toolbar's button that deletes the selected rows: danger, with the bin. */
export function DeleteSelectedButton({ selected, ...props }: Props) {
  return <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} {...props} />;
}
