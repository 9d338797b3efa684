import {
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { MAX_RECORDS, type UserRow } from '@rpa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Dropdown, Flex, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request';
import {
  deleteUsers,
  exportUsers,
  importUsers,
  listUsers,
  resetUserPassword,
  setUserStatus,
  type UserQuery,
  userTemplate,
} from '../../api/users';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/store';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { ImportDialog } from '../../components/ImportDialog';
import { labelledSelection } from '../../components/selection';
import { saveBlob } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { roleName } from '../roles/roleName';
import { AuthorizeDialog, ResetResultDialog, SetPasswordDialog } from './UserDialogs';
import { UserFormDrawer } from './UserFormDrawer';

/** The manager's users (console-administration.md §2): search, paging, the user actions, import and export. */
export default function UserListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const selfId = useSession((s) => s.menu?.user.id);
  const { allows } = useButtons();
  // Fixed columns would cover the whole table on a phone.
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const [form] = Form.useForm<UserQuery>();
  const [query, setQuery] = useState<UserQuery>({});
  // Each Search is a round of its own, so it asks again even with the filters unchanged.
  const [round, setRound] = useState(0);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserRow | null>(null);
  const [authorizeFor, setAuthorizeFor] = useState<UserRow | null>(null);
  const [resetResult, setResetResult] = useState<{ account: string; password: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const data = useQuery({
    queryKey: ['users', query, page, round],
    queryFn: () => listUsers({ ...query, ...page }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['users'] });

  /** Asks first, then runs; errors are shown by the request client. */
  const confirmThen = (title: string, content: string, run: () => Promise<unknown>, danger = false) =>
    modal.confirm({
      title,
      content,
      okButtonProps: { danger },
      onOk: async () => {
        try {
          await run();
          refresh();
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
    });

  const remove = (ids: number[], label: string) =>
    confirmThen(
      t('users.deleteTitle'),
      t('users.deleteConfirm', { who: label }),
      async () => {
        await deleteUsers(ids);
        setSelected((s) => s.filter((id) => !ids.includes(id)));
        notify.success(t('users.deleted'));
      },
      true,
    );

  const runExport = async () => {
    setExporting(true);
    try {
      saveBlob(
        await exportUsers(query, () => {}),
        `${t('users.fileName')}-${dayjs().format('YYYYMMDD-HHmmss')}.xlsx`,
      );
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setExporting(false);
    }
  };

  const actions = (u: UserRow) => {
    const self = u.id === selfId;
    const items = [
      allows('password') && { key: 'password', label: t('users.setPasswordAction') },
      allows('resetPwd') && { key: 'reset', label: t('users.reset') },
      allows('lock') &&
        !self && { key: 'lock', label: u.status === 'locked' ? t('users.unlock') : t('users.lock') },
      allows('authorize') && { key: 'authorize', label: t('users.authorize') },
      allows('delete') && !self && { key: 'delete', label: t('common.delete'), danger: true },
    ].filter((i): i is Exclude<typeof i, false> => !!i);
    const onClick = ({ key }: { key: string }) => {
      if (key === 'password') setPasswordFor(u);
      if (key === 'authorize') setAuthorizeFor(u);
      if (key === 'delete') remove([u.id], u.account);
      if (key === 'reset') {
        confirmThen(t('users.reset'), t('users.resetConfirm', { account: u.account }), async () => {
          const r = await resetUserPassword(u.id);
          setResetResult({ account: u.account, password: r.password });
        });
      }
      if (key === 'lock') {
        const locking = u.status !== 'locked';
        confirmThen(
          locking ? t('users.lock') : t('users.unlock'),
          t(locking ? 'users.lockConfirm' : 'users.unlockConfirm', { account: u.account }),
          async () => {
            await setUserStatus(u.id, locking ? 'locked' : 'normal');
            notify.success(locking ? t('users.locked') : t('users.unlocked'));
          },
          locking,
        );
      }
    };
    return (
      <Space size={4}>
        {allows('edit') && (
          <Button
            type="link"
            size="small"
            onClick={() => setEditing(u.id)}
            data-testid={`user-edit-${u.account}`}
          >
            {t('common.edit')}
          </Button>
        )}
        {items.length > 0 && (
          <Dropdown menu={{ items, onClick }} trigger={['click']}>
            <Button type="link" size="small" data-testid={`user-more-${u.account}`}>
              {t('common.more')} <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </Space>
    );
  };

  const columns: ColumnsType<UserRow> = [
    {
      title: t('users.account'),
      dataIndex: 'account',
      width: 150,
      fixed: narrow ? undefined : 'left',
      ellipsis: true,
    },
    { title: t('users.realName'), dataIndex: 'realName', width: 120, ellipsis: true },
    { title: t('users.department'), dataIndex: 'departmentName', width: 160, ellipsis: true },
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
      render: (s: UserRow['status']) =>
        s === 'locked' ? (
          <Tag color="red">{t('users.statusLocked')}</Tag>
        ) : (
          <Tag color="green">{t('users.statusNormal')}</Tag>
        ),
    },
    { title: t('personal.email'), dataIndex: 'email', width: 180, ellipsis: true },
    { title: t('personal.phone'), dataIndex: 'phone', width: 140 },
    {
      title: t('users.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: 170,
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      fixed: narrow ? undefined : 'right',
      render: (_, u) => actions(u),
    },
  ];

  const result = data.data;
  return (
    <Card title={t('users.title')}>
      <Form
        form={form}
        layout="inline"
        onFinish={(f) => {
          setRound((r) => r + 1);
          setQuery({
            ...(f.account?.trim() ? { account: f.account.trim() } : {}),
            ...(f.realName?.trim() ? { realName: f.realName.trim() } : {}),
            ...(f.departmentId ? { departmentId: f.departmentId } : {}),
            ...(f.status ? { status: f.status } : {}),
          });
          setPage((p) => ({ ...p, page: 1 }));
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item name="account" label={t('users.account')}>
          <Input allowClear maxLength={50} style={{ width: 150 }} data-testid="users-filter-account" />
        </Form.Item>
        <Form.Item name="realName" label={t('users.realName')}>
          <Input allowClear maxLength={30} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="departmentId" label={t('users.department')}>
          <DepartmentSelect allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('users.status')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={[
              { value: 'normal', label: t('users.statusNormal') },
              { value: 'locked', label: t('users.statusLocked') },
            ]}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="users-search">
            {t('common.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              setRound((r) => r + 1);
              setQuery({});
              setPage((p) => ({ ...p, page: 1 }));
            }}
          >
            {t('common.reset')}
          </Button>
        </Flex>
      </Form>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {allows('add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(0)}
            data-testid="users-add"
          >
            {t('users.add')}
          </Button>
        )}
        {allows('import') && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="users-import">
            {t('common.import')}
          </Button>
        )}
        {allows('export') && (
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void runExport()}
            data-testid="users-export"
          >
            {t('common.export')}
          </Button>
        )}
        {allows('delete') && (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selected.length === 0}
            onClick={() => remove(selected, t('users.selectedCount', { count: selected.length }))}
          >
            {t('users.deleteSelected')}
          </Button>
        )}
      </Flex>
      {result?.capped && (
        <Alert
          type="info"
          showIcon
          title={t('common.capped', { max: MAX_RECORDS })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<UserRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result?.records ?? []}
        loading={data.isFetching}
        scroll={{ x: 1300 }}
        locale={{ emptyText: t('common.empty') }}
        rowSelection={
          allows('delete')
            ? labelledSelection(t, (u: UserRow) => u.account, {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (u) => ({ disabled: u.id === selfId }),
              })
            : undefined
        }
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: result?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
      <UserFormDrawer userId={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <SetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <AuthorizeDialog user={authorizeFor} onClose={() => setAuthorizeFor(null)} />
      <ResetResultDialog result={resetResult} onClose={() => setResetResult(null)} />
      <ImportDialog
        open={importing}
        title={t('users.importTitle')}
        templateName={`${t('users.templateName')}.xlsx`}
        template={userTemplate}
        upload={importUsers}
        onImported={refresh}
        onClose={() => setImporting(false)}
      />
    </Card>
  );
}
