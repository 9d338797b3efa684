import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Flex, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request';
import { notify } from '../../app/notify';
import { useWindowWidth } from '../../app/shell/useWidth';
import { validated } from '../validated';

export interface FormDrawerProps<V> {
  open: boolean;
  title: ReactNode;
  form: FormInstance<V>;
  /** Saves the checked values; a refusal is shown by the request client, the drawer stays open. */
  save: (values: V) => Promise<unknown>;
  /** Shown once saved. */
  savedMessage: string;
  /** Queries to refresh once saved (a domain's `keys.all`). */
  invalidates: QueryKey[];
  onClose: () => void;
  /** Called once saved, before closing. */
  onSaved?: () => void;
  /** Further checks before saving (e.g. something outside the form); false stops the save. */
  precheck?: () => boolean;
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
export function FormDrawer<V>({
  open,
  title,
  form,
  save,
  savedMessage,
  invalidates,
  onClose,
  onSaved,
  precheck,
  width = 560,
  testId,
  submitTestId,
  children,
}: FormDrawerProps<V>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const windowWidth = useWindowWidth();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      notify.success(savedMessage);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      onSaved?.();
      onClose();
    },
  });
  const submit = async () => {
    const values = await validated(form);
    if (!values || (precheck && !precheck())) return;
    try {
      await mutation.mutateAsync(values);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    }
  };
  return (
    <Drawer
      open={open}
      title={title}
      // On a phone the drawer takes the whole width.
      size={windowWidth < width + 80 ? windowWidth : width}
      onClose={onClose}
      destroyOnHidden
      data-testid={testId}
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={mutation.isPending}
            onClick={() => void submit()}
            data-testid={submitTestId}
          >
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}
