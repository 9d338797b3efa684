import { Button, Drawer, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowWidth } from '../../app/shell/useWidth';
import { type FormSaveOptions, useFormSave } from './useFormSave';

export interface FormDrawerProps<V, T = unknown> extends FormSaveOptions<V, T> {
  open: boolean;
  title: ReactNode;
  width?: number;
  testId?: string;
  /** The Save button's test id. */
  submitTestId?: string;
  children: ReactNode;
}

/**
 * A form in a drawer: Save runs the form's rules, then one mutation (busy
 * while it runs, so a second click sends nothing), refreshes the domain's
 * queries and closes; Cancel closes without saving.
 */
export function FormDrawer<V, T = unknown>({
  open,
  title,
  width = 560,
  testId,
  submitTestId,
  children,
  ...saving
}: FormDrawerProps<V, T>) {
  const { t } = useTranslation();
  const windowWidth = useWindowWidth();
  const { submit, busy } = useFormSave(saving);
  return (
    <Drawer
      open={open}
      title={title}
      // On a phone the drawer takes the whole width.
      size={windowWidth < width + 80 ? windowWidth : width}
      onClose={saving.onClose}
      destroyOnHidden
      data-testid={testId}
      extra={
        <Flex gap={8}>
          <Button onClick={saving.onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid={submitTestId}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}
