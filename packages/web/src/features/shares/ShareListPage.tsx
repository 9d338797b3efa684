import type { ShareRow } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request';
import { deleteShare, listShares } from '../../api/shares';
import { notify } from '../../app/notify';
import { useButtons } from '../auth/buttons';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/** Shared run records of the manager's departments: who shared what, when, until when; delete. */
export default function ShareListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const { allows } = useButtons();
  const [page, setPage] = useState({ page: 1, size: 10 });
  const data = useQuery({ queryKey: ['shares', page], queryFn: () => listShares(page.page, page.size) });
  return (
    <Card title={t('shares.listTitle')}>
      <Table<ShareRow>
        rowKey="id"
        size="middle"
        dataSource={data.data?.records ?? []}
        loading={data.isFetching && !data.data}
        scroll={{ x: 1400 }}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: data.data?.total ?? 0,
          onChange: (p, size) => setPage({ page: p, size }),
        }}
        columns={[
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
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_, s) =>
              allows('delete') && (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: t('common.delete'),
                      content: t('shares.deleteConfirm'),
                      okButtonProps: { danger: true },
                      onOk: async () => {
                        try {
                          await deleteShare(s.id);
                          notify.success(t('shares.deleted'));
                          void client.invalidateQueries({ queryKey: ['shares'] });
                        } catch (err) {
                          if (!(err instanceof RequestError)) throw err;
                        }
                      },
                    })
                  }
                >
                  {t('common.delete')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
