import type { ShareRow } from '@rpa/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteShare, listShares, shareKeys } from '../../api/shares';
import {
  type ListColumn,
  ListPage,
  rowActionsColumn,
  useConfirmAction,
  useListQuery,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';

const time = (v: string) => showTime(v, 'minute');

/** Shared run records of the manager's departments: who shared what, when, until when; delete. */
export default function ShareListPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const list = useListQuery<object, ShareRow>({ keys: shareKeys, fetch: listShares });
  const confirm = useConfirmAction([shareKeys.all]);
  const remove = (s: ShareRow) =>
    confirm({
      title: t('common.delete'),
      content: t('shares.deleteConfirm'),
      danger: true,
      success: t('shares.deleted'),
      run: () => deleteShare(s.id),
    });

  const columns: ListColumn<ShareRow>[] = [
    { title: t('shares.process'), dataIndex: 'processName', width: 200, ellipsis: true },
    { title: t('shares.version'), dataIndex: 'versionNumber', width: 90 },
    { title: t('shares.robot'), dataIndex: 'robotName', width: 140, render: (v: string) => v || '-' },
    {
      title: t('shares.developer'),
      dataIndex: 'developer',
      width: 110,
      render: (p: ShareRow['developer']) => p?.realName ?? '-',
    },
    {
      title: t('shares.owner'),
      dataIndex: 'owner',
      width: 110,
      render: (p: ShareRow['owner']) => p?.realName ?? '-',
    },
    { title: t('shares.taskTime'), dataIndex: 'taskTime', width: 150, render: time },
    { title: t('shares.sharer'), dataIndex: 'sharerName', width: 110 },
    { title: t('shares.sharedAt'), dataIndex: 'sharedAt', width: 150, render: time },
    {
      title: t('shares.expires'),
      key: 'expires',
      width: 170,
      render: (_, s) => (s.expired ? <Tag>{t('shares.expired')}</Tag> : time(s.expiresAt)),
    },
    { title: t('shares.views'), dataIndex: 'views', width: 80 },
  ];
  if (allows('delete')) {
    columns.push(
      rowActionsColumn(t, 90, (s) => [
        { key: 'delete', label: t('common.delete'), danger: true, onClick: () => remove(s) },
      ]),
    );
  }

  return (
    <ListPage<ShareRow, object> title={t('shares.listTitle')} list={list} columns={columns} scrollX={1400} />
  );
}
