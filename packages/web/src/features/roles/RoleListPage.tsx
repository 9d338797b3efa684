import { IDENTITIES, type IdentityId, type RoleRow, rolesApi } from '@rpa/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRole, listRoles, roleKeys } from '../../api/roles';
import {
  AddButton,
  ChoiceSelect,
  type ListColumn,
  ListPage,
  rowActionsColumn,
  TextFilter,
  useConfirmAction,
  useListQuery,
} from '../../components/crud';
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
  const { allows } = useButtons();
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

  const columns: ListColumn<RoleRow>[] = [
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
    rowActionsColumn(t, 140, (r) => [
      {
        key: 'edit',
        label: t('common.edit'),
        shown: allows('edit'),
        onClick: () => setEditing(r.id),
        testId: `role-edit-${r.name}`,
      },
      {
        key: 'delete',
        label: t('common.delete'),
        danger: true,
        shown: allows('delete'),
        onClick: () => remove(r),
        testId: `role-delete-${r.name}`,
      },
    ]),
  ];

  return (
    <ListPage<RoleRow, Filters>
      title={t('roles.title')}
      list={list}
      columns={columns}
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
          <AddButton onClick={() => setEditing(0)} data-testid="roles-add">
            {t('roles.add')}
          </AddButton>
        )
      }
    >
      <RoleFormDrawer roleId={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
