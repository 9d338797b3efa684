import { type ButtonProps, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormSaveOptions, useFormSave } from './useFormSave';

export interface FormDialogProps<V, T = unknown> extends FormSaveOptions<V, T> {
  open: boolean;
  title: ReactNode;
  /** The OK button's text; Save unless told. */
  okText?: ReactNode;
  /** The OK button's test id. */
  okTestId?: string;
  /** What the fields hold when the dialog opens (it is built afresh each time). */
  initialValues?: Partial<V>;
  /** The form's fields; Enter in a field saves. */
  children: ReactNode;
}

/**
 * A short form in a dialog (a rename, a new key): OK runs the form's rules,
 * then one mutation with the button busy, refreshes and closes; a refusal
 * keeps the dialog open with what was typed.
 */
export function FormDialog<V, T = unknown>({
  open,
  title,
  okText,
  okTestId,
  initialValues,
  children,
  ...saving
}: FormDialogProps<V, T>) {
  const { t } = useTranslation();
  const { submit, busy } = useFormSave(saving);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={saving.onClose}
      confirmLoading={busy}
      okText={okText ?? t('common.save')}
      okButtonProps={{ 'data-testid': okTestId } as ButtonProps}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <Form
        form={saving.form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onFinish={() => void submit()}
      >
        {children}
      </Form>
    </Modal>
  );
}
