import { checkPassword, type PasswordRule } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modifyPassword, passwordRule } from '../../api/auth';
import { refusable } from '../../api/refusable';
import { encryptPassword } from '../../api/signIn';
import { notify } from '../../app/notify';
import { session, useSession } from '../../app/session/store';
import { validated } from '../../components/validated';
import { currentLang } from '../../i18n';

interface Values {
  oldPassWord: string;
  newPassWord: string;
  confirm: string;
}

/** The same rule the server applies; its message names what is missing. */
export function passwordProblem(
  value: string,
  rule: PasswordRule,
  t: TFunction,
  account?: string,
): string | null {
  const p = checkPassword(value, rule, account);
  if (!p) return null;
  if (p.kind === 'account') return t('password.containsAccount');
  if (p.kind === 'length') return t('password.length', { min: p.min, max: p.max });
  if (p.kind === 'level') return t('password.level', { need: p.need });
  return rule.patternDesc[currentLang()] || t('password.pattern');
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
  const rule = useQuery({ queryKey: ['passwordRule'], queryFn: passwordRule, enabled: open });

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
        <Form.Item
          name="newPassWord"
          label={t('password.new')}
          extra={rule.data?.patternDesc[currentLang()] || undefined}
          rules={[
            { required: true, message: t('password.newRequired') },
            {
              validator: (_, value: string) => {
                const account = useSession.getState().menu?.user.userAlias;
                const problem = value && rule.data ? passwordProblem(value, rule.data, t, account) : null;
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="pwd-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['newPassWord']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                !value || value === getFieldValue('newPassWord')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="pwd-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
