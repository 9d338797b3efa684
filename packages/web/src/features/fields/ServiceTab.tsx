import { fieldsApi, type ServiceParameterRow } from '@rpa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteServiceParameters,
  listServiceParameters,
  type ServiceQuery,
  serviceKeys,
} from '../../api/fields';
import {
  AddButton,
  type ListColumn,
  ListTable,
  rowActionsColumn,
  TextFilter,
  useConfirmDelete,
  useListQuery,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { FieldProcessSelect } from './FieldProcessSelect';
import { ServiceDrawer } from './ServiceDrawer';

/** Service parameters per process and user: search, set, change, delete; the password is never shown. */
export function ServiceTab() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const list = useListQuery<ServiceQuery, ServiceParameterRow>({
    keys: serviceKeys,
    fetch: listServiceParameters,
  });
  const remove = useConfirmDelete({
    invalidates: [serviceKeys.all],
    texts: 'service',
    okTestId: 'service-delete-ok',
    remove: deleteServiceParameters,
    onDeleted: () => {},
  });
  const [editing, setEditing] = useState<ServiceParameterRow | 0 | null>(null);

  const columns: ListColumn<ServiceParameterRow>[] = [
    {
      title: t('service.process'),
      dataIndex: 'processName',
      width: 200,
      ellipsis: true,
      fixed: 'left',
      filter: { name: 'processId', input: <FieldProcessSelect allowClear style={{ width: 180 }} /> },
    },
    {
      title: t('service.user'),
      key: 'user',
      width: 180,
      ellipsis: true,
      render: (_, r) => `${r.userName} (${r.userAccount})`,
      filter: {
        name: 'user',
        input: <TextFilter field={fieldsApi.serviceList.input.shape.user} width={150} />,
      },
    },
    { title: t('service.platformUser'), dataIndex: 'platformUser', width: 160, ellipsis: true },
    { title: t('service.objectId'), dataIndex: 'objectId', width: 160, ellipsis: true },
    {
      title: t('service.password'),
      dataIndex: 'hasPassword',
      width: 110,
      render: (v: boolean) => (v ? '******' : '-'),
    },
    { title: t('service.extended'), dataIndex: 'extended', width: 200, ellipsis: true },
    {
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
  ];
  if (allows('edit') || allows('delete')) {
    columns.push(
      rowActionsColumn(t, 150, (r) => [
        {
          key: 'edit',
          label: t('common.edit'),
          shown: allows('edit'),
          onClick: () => setEditing(r),
          testId: `service-edit-${r.id}`,
        },
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          shown: allows('delete'),
          onClick: () => remove([r.id], `${r.processName} · ${r.userAccount}`),
          testId: `service-delete-${r.id}`,
        },
      ]),
    );
  }

  return (
    <>
      <ListTable<ServiceParameterRow, ServiceQuery>
        list={list}
        columns={columns}
        scrollX={1300}
        emptyText={t('service.empty')}
        testId="service"
        toolbar={
          allows('add') && (
            <AddButton onClick={() => setEditing(0)} data-testid="service-add">
              {t('service.add')}
            </AddButton>
          )
        }
      />
      <ServiceDrawer row={editing} onClose={() => setEditing(null)} />
    </>
  );
}
