import type { DepartmentNode, UserRow } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Skeleton, Tree, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { departmentTree } from '../../api/departments';
import { refusable } from '../../api/refusable';
import { encryptPassword } from '../../api/signIn';
import { authorizeSave, selectOrg, setUserPassword } from '../../api/users';
import { notify } from '../../app/notify';
import { validated } from '../../components/validated';
import { NewPasswordFields } from './NewPasswordFields';

/** A manager sets a user's password (with confirmation); the user's sessions end. */
export function SetPasswordDialog({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const v = await validated(form);
    if (!v) return;
    await refusable(async () => {
      await setUserPassword({
        userId: user?.id ?? 0,
        password: await encryptPassword(v.password),
        confirmPassword: await encryptPassword(v.confirmPassword),
      });
      notify.success(t('users.passwordSet'));
      onClose();
    }, setSaving);
  };
  return (
    <Modal
      open={!!user}
      title={t('users.setPassword', { account: user?.account ?? '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <NewPasswordFields account={user?.account} />
      </Form>
    </Modal>
  );
}

/** The password made by a reset: shown this once, with a copy button. */
export function ResetResultDialog({
  result,
  onClose,
}: {
  result: { account: string; password: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!result}
      title={t('users.resetDone', { account: result?.account ?? '' })}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type="warning" showIcon title={t('users.resetOnce')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph
        copyable={{ text: result?.password ?? '' }}
        code
        style={{ fontSize: 18 }}
        data-testid="reset-password"
      >
        {result?.password}
      </Typography.Paragraph>
    </Modal>
  );
}

interface TreeItem {
  key: number;
  title: string;
  children: TreeItem[];
}

const toTree = (nodes: DepartmentNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: toTree(n.children) }));

/** Department authorisation: the departments (with sub-departments) a user manages besides their own. */
export function AuthorizeDialog({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: ['departments'], queryFn: departmentTree, enabled: !!user });
  const current = useQuery({
    queryKey: ['selectOrg', user?.id],
    queryFn: () => selectOrg(user?.id ?? 0),
    enabled: !!user,
    gcTime: 0,
  });
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecked(current.data?.checked ?? []), [current.data]);

  const save = () =>
    refusable(async () => {
      await authorizeSave(user?.id ?? 0, checked);
      notify.success(t('users.authorized'));
      onClose();
    }, setSaving);
  return (
    <Modal
      open={!!user}
      title={t('users.authorizeTitle', { account: user?.account ?? '' })}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('users.authorizeHelp', { department: user?.departmentName ?? '' })}
      </Typography.Paragraph>
      {tree.isPending || current.isPending ? (
        <Skeleton active />
      ) : (
        <Tree<{ key: number; title: string }>
          checkable
          checkStrictly
          defaultExpandAll
          treeData={toTree(tree.data ?? [])}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
          data-testid="authorize-tree"
        />
      )}
    </Modal>
  );
}
