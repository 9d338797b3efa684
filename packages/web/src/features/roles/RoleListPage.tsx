import { PlusOutlined } from '@ant-design/icons';
import { IDENTITIES, type IdentityId, type RoleRow, rolesApi } from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRole, listRoles, roleKeys } from '../../api/roles';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { ChoiceSelect, ListPage, TextFilter, useConfirmAction, useListQuery } from '../../components/crud';
import { showTime } from '../../components/time';
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
  const _client = useQueryClient();
  const { allows } = useButtons();
  // Fixed columns would cover the whole table on a phone.
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const list = useListQuery<Filters, RoleRow>({ keys: roleKeys, fetch: listRoles });
  const [editing, setEditing] = useState<number | null>(null);

  const confirm = useConfirmAction([roleKeys.all]);
  const remove = (r: RoleRow) =>
    confirm({
      title: t('roles.deleteTitle'),
      content: t('roles.deleteConfirm', { name: roleName(t, r) }),
      danger: true,
      run: () => deleteRole(r.id),
      success: t('roles.deleted'),
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
      render: (v: string) => showTime(v),
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

  return (
    <ListPage<RoleRow, Filters>
      title={t('roles.title')}
      list={list}
      columns={columns}
      rowKey="id"
      filters={[
        {
          name: 'name',
          label: t('roles.name'),
          input: <TextFilter field={rolesApi.list.input.shape.name} width={160} />,
        },
        {
          name: 'identity',
          label: t('roles.identity'),
          input: <ChoiceSelect values={IDENTITIES} label={(i) => t(`identity.${i}`)} width={140} />,
        },
      ]}
      toolbar={
        allows('add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(0)}
            data-testid="roles-add"
          >
            {t('roles.add')}
          </Button>
        )
      }
    >
      <RoleFormDrawer roleId={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
