import { Drawer, Flex, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useWindowWidth } from '../../app/shell/useWidth';

interface Props {
  open: boolean;
  title: ReactNode;
  /** The steps' titles, in order. */
  steps: string[];
  current: number;
  width: number;
  /** While something is sent the drawer stays open. */
  busy?: boolean;
  onClose(): void;
  /** The buttons under the step (back, next, submit). */
  footer: ReactNode;
  testId?: string;
  children: ReactNode;
}

/**
 * A wizard in a drawer: its steps above, the current step's content, and
 * the buttons at the bottom; the whole width on a phone, the steps then
 * one under another.
 */
export function WizardDrawer({
  open,
  title,
  steps,
  current,
  width,
  busy = false,
  onClose,
  footer,
  testId,
  children,
}: Props) {
  const windowWidth = useWindowWidth();
  const narrow = windowWidth < width + 80;
  return (
    <Drawer
      open={open}
      title={title}
      size={narrow ? windowWidth : width}
      onClose={() => !busy && onClose()}
      closable={!busy}
      keyboard={!busy}
      maskClosable={false}
      destroyOnHidden
      data-testid={testId}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          {footer}
        </Flex>
      }
    >
      <Steps
        current={current}
        size="small"
        orientation={narrow ? 'vertical' : 'horizontal'}
        items={steps.map((s) => ({ title: s }))}
        style={{ marginBottom: 24 }}
      />
      {children}
    </Drawer>
  );
}
