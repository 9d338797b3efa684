import { PlusOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';

/** The button that adds to a list or a card: primary, with the plus. */
export function AddButton(props: Omit<ButtonProps, 'type' | 'icon'>) {
  return <Button type="primary" icon={<PlusOutlined />} {...props} />;
}
