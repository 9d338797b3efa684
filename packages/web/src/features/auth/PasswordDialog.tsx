import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modifyPassword } from '../../api/auth';
import { refusable } from '../../api/refusable';
import { encryptPassword } from '../../api/signIn';
import { notify } from '../../app/notify';
import { session, useSession } from '../../app/session/store';
import { validated } from '../../components/validated';
import { ConfirmPasswordItem, NewPasswordItem } from './PasswordFields';

interface Values {
  oldPassWord: string;
  newPassWord: string;
  confirm: string;
}

/**
 * Change one's own password. Forced (isNeedModifyPwd = 1) it cannot be
 * closed, and nothing else works until it is done.
 */
export function PasswordDialog({
  open,
  forced,
  userId,
  onClose,
}: {
  open: boolean;
  forced: boolean;
  userId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const account = useSession((s) => s.menu?.user.userAlias);

  const submit = async () => {
    const v = await validated(form);
    if (!v) return;
    await refusable(async () => {
      await modifyPassword({
        id: userId,
        oldPassWord: await encryptPassword(v.oldPassWord),
        newPassWord: await encryptPassword(v.newPassWord),
        confirmPassWord: await encryptPassword(v.confirm),
      });
      notify.success(t('password.changed'));
      form.resetFields();
      const menu = useSession.getState().menu;
      if (menu && forced) session.menuLoaded({ ...menu, user: { ...menu.user, isNeedModifyPwd: 0 } });
      onClose();
    }, setSaving);
  };

  return (
    <Modal
      open={open}
      title={forced ? t('password.forcedTitle') : t('password.title')}
      okText={t('password.submit')}
      cancelButtonProps={{ style: forced ? { display: 'none' } : undefined }}
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {forced && (
        <Alert type="warning" showIcon title={t('password.forcedHint')} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="oldPassWord"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="pwd-old" />
        </Form.Item>
        <NewPasswordItem
          name="newPassWord"
          label={t('password.new')}
          requiredMessage={t('password.newRequired')}
          account={account}
          showPattern
          testId="pwd-new"
        />
        <ConfirmPasswordItem
          name="confirm"
          of="newPassWord"
          label={t('password.confirm')}
          testId="pwd-confirm"
        />
      </Form>
    </Modal>
  );
}
