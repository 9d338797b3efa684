import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { IDENTITIES, type IdentityId, type RoleRow } from '@rpa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request';
import { deleteRole, listRoles } from '../../api/roles';
import { notify } from '../../app/notify';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { currentLang } from '../../i18n';
import { useButtons } from '../auth/buttons';
import { RoleFormDrawer } from './RoleFormDrawer';
import { roleName } from './roleName';

interface Filters {
  name?: string;
  identity?: IdentityId;
}

/** Roles (console-administration.md §2): list, add, edit with the permission tree, delete when unused. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const { allows } = useButtons();
  // Fixed columns would cover the whole table on a phone.
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const [form] = Form.useForm<Filters>();
  const [query, setQuery] = useState<Filters>({});
  // Each Search is a round of its own, so it asks again even with the filters unchanged.
  const [round, setRound] = useState(0);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [editing, setEditing] = useState<number | null>(null);
  const data = useQuery({
    queryKey: ['roles', query, page, round],
    queryFn: () => listRoles({ ...query, ...page }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['roles'] });

  const remove = (r: RoleRow) =>
    modal.confirm({
      title: t('roles.deleteTitle'),
      content: t('roles.deleteConfirm', { name: roleName(t, r) }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteRole(r.id);
          notify.success(t('roles.deleted'));
          refresh();
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
    });

  const columns: ColumnsType<RoleRow> = [
    {
      title: t('roles.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      render: (_: string, r: RoleRow) => roleName(t, r),
    },
    {
      title: t('roles.identity'),
      dataIndex: 'identity',
      width: 120,
      render: (i: number) => <Tag>{t(`identity.${i}`)}</Tag>,
    },
    { title: t('users.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('roles.landing'),
      dataIndex: 'defaultLanding',
      width: 200,
      ellipsis: true,
      render: (path: string, r) => r.landingTitle?.[currentLang()] ?? path,
    },
    { title: t('roles.userCount'), dataIndex: 'userCount', width: 100 },
    {
      title: t('roles.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      fixed: narrow ? undefined : 'right',
      render: (_, r) => (
        <Space size={4}>
          {allows('edit') && (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing(r.id)}
              data-testid={`role-edit-${r.name}`}
            >
              {t('common.edit')}
            </Button>
          )}
          {allows('delete') && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => remove(r)}
              data-testid={`role-delete-${r.name}`}
            >
              {t('common.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const result = data.data;
  return (
    <Card title={t('roles.title')}>
      <Form
        form={form}
        layout="inline"
        onFinish={(f) => {
          setRound((r) => r + 1);
          setQuery({
            ...(f.name?.trim() ? { name: f.name.trim() } : {}),
            ...(f.identity ? { identity: f.identity } : {}),
          });
          setPage((p) => ({ ...p, page: 1 }));
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item name="name" label={t('roles.name')}>
          <Input allowClear maxLength={30} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="identity" label={t('roles.identity')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={IDENTITIES.map((i) => ({ value: i, label: t(`identity.${i}`) }))}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
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
      {allows('add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing(0)}
          style={{ marginBottom: 12 }}
          data-testid="roles-add"
        >
          {t('roles.add')}
        </Button>
      )}
      <Table<RoleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result?.records ?? []}
        loading={data.isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: result?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
      <RoleFormDrawer roleId={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </Card>
  );
}
