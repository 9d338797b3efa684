import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, type ButtonProps, Flex, Form, type FormInstance, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../components/crud';
import { useButtons } from '../auth/buttons';

export interface SettingsFormProps<V, L extends V = V> {
  form: FormInstance<V>;
  queryKey: QueryKey;
  /** The stored value as the form shows it (and what the fields may need besides, such as which secrets are kept). */
  load: () => Promise<L>;
  save: (values: V) => Promise<unknown>;
  savedMessage: string;
  /** Prefix of the form's test ids: `<testId>-save`. */
  testId: string;
  /** Buttons beside Save (e.g. send a test mail). */
  extra?: ReactNode;
  /** Takes the tab's whole width (a table of settings) instead of a column of fields. */
  wide?: boolean;
  /** The fields; as a function, given the stored value (e.g. to say a secret is kept). */
  children: ReactNode | ((stored: L) => ReactNode);
  /** A question to answer before saving these values (e.g. an empty list); null saves at once. */
  confirmSave?: (values: V) => { title: ReactNode; content: ReactNode } | null;
}

/**
 * One tab of system configuration: the stored value loaded into a form whose
 * rules are the contract's, saved with the button busy, reloaded once saved.
 * Without the tab's save permission the fields are shown read-only.
 */
export function SettingsForm<V, L extends V = V>({
  form,
  queryKey,
  load,
  save,
  savedMessage,
  testId,
  extra,
  wide,
  children,
  confirmSave,
}: SettingsFormProps<V, L>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canSave = useButtons().allows('save');
  const stored = useQuery({ queryKey, queryFn: load });
  const { submit, busy } = useFormSave<V>({
    form,
    save,
    savedMessage,
    invalidates: [queryKey],
    onClose: () => {},
  });

  useEffect(() => {
    // biome-ignore lint/suspicious/noExplicitAny: antd types setFieldsValue's argument as a deep partial of V
    if (stored.data) form.setFieldsValue(stored.data as any);
  }, [stored.data, form]);

  if (stored.isError) return <Alert type="error" showIcon title={stored.error.message} />;
  if (stored.isPending) return <Skeleton active />;
  return (
    <Form<V>
      form={form}
      layout="vertical"
      disabled={!canSave}
      style={wide ? undefined : { maxWidth: 640 }}
      onFinish={(values) => {
        const question = confirmSave?.(values);
        if (!question) return void submit();
        modal.confirm({
          ...question,
          okButtonProps: { 'data-testid': `${testId}-confirm-ok` } as ButtonProps,
          cancelButtonProps: { 'data-testid': `${testId}-confirm-cancel` } as ButtonProps,
          onOk: () => submit(),
        });
      }}
      data-testid={`${testId}-form`}
    >
      {typeof children === 'function' ? children(stored.data) : children}
      {canSave && (
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={busy} data-testid={`${testId}-save`}>
            {t('common.save')}
          </Button>
          {extra}
        </Flex>
      )}
    </Form>
  );
}
