import { DeleteOutlined } from '@ant-design/icons';
import type { UserRow } from '@rpa/contracts';
import { userStatus, usersApi } from '@rpa/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteUsers,
  exportUsers,
  importUsers,
  listUsers,
  resetUserPassword,
  setUserStatus,
  type UserQuery,
  userKeys,
  userTemplate,
} from '../../api/users';
import { useSession } from '../../app/session/store';
import {
  AddButton,
  ChoiceSelect,
  ExportButton,
  ImportButton,
  type ListColumn,
  ListPage,
  type RowAction,
  rowActionsColumn,
  TextFilter,
  useConfirmAction,
  useListQuery,
  useSelection,
} from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { roleName } from '../roles/roleName';
import { AuthorizeDialog, ResetResultDialog, SetPasswordDialog } from './UserDialogs';
import { UserFormDrawer } from './UserFormDrawer';

/** The manager's users (console-administration.md §2): search, paging, the user actions, import and export. */
export default function UserListPage() {
  const { t } = useTranslation();
  const selfId = useSession((s) => s.menu?.user.id);
  const { allows } = useButtons();
  const list = useListQuery<UserQuery, UserRow>({ keys: userKeys, fetch: listUsers });
  const selection = useSelection<UserRow>((u) => u.account, { disabled: (u) => u.id === selfId });
  const confirm = useConfirmAction([userKeys.all]);
  const [editing, setEditing] = useState<number | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserRow | null>(null);
  const [authorizeFor, setAuthorizeFor] = useState<UserRow | null>(null);
  const [resetResult, setResetResult] = useState<{ account: string; password: string } | null>(null);

  const remove = (ids: number[], who: string) =>
    confirm({
      title: t('users.deleteTitle'),
      content: t('users.deleteConfirm', { who }),
      danger: true,
      success: t('users.deleted'),
      run: async () => {
        await deleteUsers(ids);
        selection.drop(ids);
      },
    });

  const lock = (u: UserRow) => {
    const locking = u.status !== 'locked';
    confirm({
      title: locking ? t('users.lock') : t('users.unlock'),
      content: t(locking ? 'users.lockConfirm' : 'users.unlockConfirm', { account: u.account }),
      danger: locking,
      success: locking ? t('users.locked') : t('users.unlocked'),
      run: () => setUserStatus(u.id, locking ? 'locked' : 'normal'),
    });
  };

  const reset = (u: UserRow) =>
    confirm({
      title: t('users.reset'),
      content: t('users.resetConfirm', { account: u.account }),
      run: async () => {
        const r = await resetUserPassword(u.id);
        setResetResult({ account: u.account, password: r.password });
      },
    });

  const actions = (u: UserRow): RowAction[] => {
    const self = u.id === selfId;
    return [
      {
        key: 'edit',
        label: t('common.edit'),
        shown: allows('edit'),
        onClick: () => setEditing(u.id),
        testId: `user-edit-${u.account}`,
      },
      {
        key: 'password',
        label: t('users.setPasswordAction'),
        shown: allows('password'),
        onClick: () => setPasswordFor(u),
      },
      { key: 'reset', label: t('users.reset'), shown: allows('resetPwd'), onClick: () => reset(u) },
      {
        key: 'lock',
        label: u.status === 'locked' ? t('users.unlock') : t('users.lock'),
        shown: allows('lock') && !self,
        onClick: () => lock(u),
      },
      {
        key: 'authorize',
        label: t('users.authorize'),
        shown: allows('authorize'),
        onClick: () => setAuthorizeFor(u),
      },
      {
        key: 'delete',
        label: t('common.delete'),
        danger: true,
        shown: allows('delete') && !self,
        onClick: () => remove([u.id], u.account),
      },
    ];
  };
  const statusLabel = (s: UserRow['status']) =>
    s === 'locked' ? t('users.statusLocked') : t('users.statusNormal');

  const columns: ListColumn<UserRow>[] = [
    {
      title: t('users.account'),
      dataIndex: 'account',
      width: 150,
      fixed: 'left',
      ellipsis: true,
      filter: {
        input: (
          <TextFilter
            field={usersApi.list.input.shape.account}
            width={150}
            data-testid="users-filter-account"
          />
        ),
      },
    },
    {
      title: t('users.realName'),
      dataIndex: 'realName',
      width: 120,
      ellipsis: true,
      filter: {
        input: <TextFilter field={usersApi.list.input.shape.realName} width={150} />,
      },
    },
    {
      title: t('users.department'),
      dataIndex: 'departmentName',
      width: 160,
      ellipsis: true,
      filter: { name: 'departmentId', input: <DepartmentSelect allowClear style={{ width: 180 }} /> },
    },
    {
      title: t('users.roles'),
      dataIndex: 'roles',
      width: 200,
      render: (roles: UserRow['roles']) => roles.map((r) => <Tag key={r.id}>{roleName(t, r)}</Tag>),
    },
    {
      title: t('users.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: UserRow['status']) => <Tag color={s === 'locked' ? 'red' : 'green'}>{statusLabel(s)}</Tag>,
      filter: {
        input: <ChoiceSelect values={userStatus.options} label={statusLabel} width={110} />,
      },
    },
    { title: t('personal.email'), dataIndex: 'email', width: 180, ellipsis: true },
    { title: t('personal.phone'), dataIndex: 'phone', width: 140 },
    {
      title: t('users.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: 170,
      render: (v: string | null) => showTime(v),
    },
    rowActionsColumn(t, 150, actions, { inline: 1, moreTestId: (u) => `user-more-${u.account}` }),
  ];

  const toolbar = (
    <>
      {allows('add') && (
        <AddButton onClick={() => setEditing(0)} data-testid="users-add">
          {t('users.add')}
        </AddButton>
      )}
      {allows('import') && (
        <ImportButton
          title={t('users.importTitle')}
          templateName={`${t('users.templateName')}.xlsx`}
          template={userTemplate}
          upload={importUsers}
          onImported={() => void list.query.refetch()}
          testId="users-import"
        />
      )}
      {allows('export') && (
        <ExportButton
          fileName={t('users.fileName')}
          run={(_, progress) => exportUsers(list.filters, progress)}
          testId="users-export"
        />
      )}
      {allows('delete') && (
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={selection.selected.length === 0}
          onClick={() =>
            remove(selection.selected, t('users.selectedCount', { count: selection.selected.length }))
          }
        >
          {t('users.deleteSelected')}
        </Button>
      )}
    </>
  );

  return (
    <ListPage<UserRow, UserQuery>
      title={t('users.title')}
      list={list}
      columns={columns}
      scrollX={1300}
      testId="users"
      toolbar={toolbar}
      rowSelection={allows('delete') ? selection.rowSelection : undefined}
    >
      <UserFormDrawer
        userId={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void list.query.refetch()}
      />
      <SetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <AuthorizeDialog user={authorizeFor} onClose={() => setAuthorizeFor(null)} />
      <ResetResultDialog result={resetResult} onClose={() => setResetResult(null)} />
    </ListPage>
  );
}
