import { custNameFields, type LicenceImportResult, type LicenceRow } from '@rpa/contracts';
import { Alert, type ButtonProps, Form, Input, Modal, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUser, deleteLicence, importLicence, renameCustomer } from '../../api/licences';
import { refusable } from '../../api/refusable';
import { encryptPassword } from '../../api/signIn';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/store';
import { ErrorNote } from '../../components/ErrorNote';
import { useFieldRules } from '../../components/rules';
import { FileDrop, useUpload } from '../../components/upload';
import { validated } from '../../components/validated';
import { CUST_NAME_MAX, licenceFileProblem } from './rules';

/**
 * Import a licence file with upload progress; with `replaces`, the new
 * licence takes that one's place and its robots move over (freeAndImport).
 * Refusals (invalid, another machine code, expired...) stay in the dialog.
 */
export function ImportLicenceDialog({
  open,
  replaces,
  onImported,
  onClose,
}: {
  open: boolean;
  replaces?: string;
  onImported: (r: LicenceImportResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const sending = useUpload();
  const { setProblem } = sending;
  useEffect(() => {
    if (open) setProblem(null);
  }, [open, setProblem]);

  const send = async (file: File) => {
    const wrong = licenceFileProblem(file);
    if (wrong) return setProblem(t(wrong === 'type' ? 'licences.fileType' : 'licences.fileSize'));
    const r = await sending.send(file, (form, progress) => importLicence(form, progress, replaces));
    if (r) onImported(r);
  };

  return (
    <Modal
      open={open}
      title={replaces ? t('licences.transferTitle', { sn: replaces }) : t('licences.import')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {replaces ? t('licences.transferHint', { sn: replaces }) : t('licences.importIntro')}
      </Typography.Paragraph>
      <FileDrop
        accept=".lic,.json"
        busy={sending.busy}
        onFile={(file) => void send(file)}
        text={t('licences.importHint')}
      />
      {sending.percent !== null && (
        <Progress percent={sending.percent} style={{ marginTop: 12 }} data-testid="licence-upload-progress" />
      )}
      <ErrorNote problem={sending.problem} style={{ marginTop: 12 }} testId="licence-import-error" />
    </Modal>
  );
}

/** The customer name the console shows (1-100); the signed file keeps the vendor's. */
export function CustomerNameDialog({
  licence,
  onSaved,
  onClose,
}: {
  licence: LicenceRow | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rule = useFieldRules(custNameFields);
  const [form] = Form.useForm<{ custName: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (licence) form.setFieldsValue({ custName: licence.custName });
  }, [licence, form]);
  const save = async () => {
    const v = await validated(form);
    if (!v || !licence) return;
    await refusable(async () => {
      await renameCustomer(licence.licSn, v.custName.trim());
      notify.success(t('licences.saved'));
      onSaved();
      onClose();
    }, setBusy);
  };
  return (
    <Modal
      open={!!licence}
      title={licence ? t('licences.editTitle', { sn: licence.licSn }) : ''}
      onCancel={onClose}
      confirmLoading={busy}
      onOk={() => void save()}
      okButtonProps={{ 'data-testid': 'licence-name-ok' } as ButtonProps}
    >
      <Form form={form} layout="vertical" onFinish={() => void save()}>
        <Form.Item name="custName" label={t('licences.custName')} required rules={rule('custName')}>
          <Input maxLength={CUST_NAME_MAX} showCount data-testid="licence-cust-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Deleting a licence needs the login password (console-administration.md §5):
 * checkUser gives a one-time confirmation, which the deletion spends.
 */
export function DeleteLicenceDialog({
  licence,
  onDeleted,
  onClose,
}: {
  licence: LicenceRow | null;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const account = useSession((s) => s.menu?.user.userAlias ?? '');
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const v = await validated(form);
    if (!v || !licence) return;
    await refusable(async () => {
      const { confirmToken } = await checkUser(account, await encryptPassword(v.password));
      const r = await deleteLicence(licence.licSn, confirmToken);
      notify.success(t('licences.deleted', { seats: r.releasedSeats }));
      onDeleted();
      onClose();
    }, setBusy);
  };
  return (
    <Modal
      open={!!licence}
      title={licence ? t('licences.deleteTitle', { sn: licence.licSn }) : ''}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('licences.delete')}
      okButtonProps={{ danger: true, 'data-testid': 'licence-delete-ok' } as ButtonProps}
      onOk={() => void remove()}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('licences.deleteHint', { used: licence?.used ?? 0 })}
      />
      <Form form={form} layout="vertical" preserve={false} onFinish={() => void remove()}>
        <Form.Item label={t('licences.account')}>
          <Input value={account} disabled />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('licences.password')}
          rules={[{ required: true, message: t('licences.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="licence-delete-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
