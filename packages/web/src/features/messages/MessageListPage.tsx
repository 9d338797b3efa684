import { AlertLevel, type AlertMessage } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Descriptions, Flex, Input, Modal, Popconfirm, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alertTypes, deleteMessages, type InboxQuery, inbox, markRead } from '../../api/messages';
import { notify } from '../../app/notify';
import { labelledSelection } from '../../components/selection';
import { currentLang } from '../../i18n';
import { useSubjectPath } from './subject';

const LEVEL_COLOR = { info: 'blue', warn: 'orange', error: 'red', fatal: 'magenta' } as const;

/** The message list of every identity: the caller's own inbox; a message about something opens it. */
export default function MessageListPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const client = useQueryClient();
  const navigate = useNavigate();
  const pathOf = useSubjectPath();
  const [query, setQuery] = useState<InboxQuery>({ page: 1, size: 10 });
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [detail, setDetail] = useState<AlertMessage | null>(null);
  const list = useQuery({ queryKey: ['inbox', query], queryFn: () => inbox(query) });
  const types = useQuery({
    queryKey: ['alertTypes'],
    queryFn: alertTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const typeName = (key: string) => types.data?.find((x) => x.key === key)?.name[lang] ?? key;

  const refresh = () => {
    setSelected([]);
    for (const key of ['inbox', 'unread', 'latestUnread']) void client.invalidateQueries({ queryKey: [key] });
  };
  const read = async (ids: number[]) => {
    await markRead(ids);
    notify.success(t('messages.marked'));
    refresh();
  };

  const columns: ColumnsType<AlertMessage> = [
    {
      title: t('messages.desc'),
      dataIndex: 'alertDesc',
      ellipsis: true,
      render: (v: string, m) => (
        <Badge dot={!m.read} offset={[6, 0]}>
          {v}
        </Badge>
      ),
    },
    {
      title: t('messages.level'),
      dataIndex: 'alertLevel',
      width: 100,
      render: (v: AlertMessage['alertLevel']) => (
        <Tag color={LEVEL_COLOR[v]}>{t(`messages.levels.${v}`)}</Tag>
      ),
    },
    { title: t('messages.type'), dataIndex: 'alertType', width: 120, render: typeName },
    {
      title: t('messages.time'),
      dataIndex: 'time',
      width: 170,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('messages.status'),
      dataIndex: 'read',
      width: 90,
      render: (v: boolean) => (v ? t('messages.read') : t('messages.unread')),
    },
  ];

  return (
    <Card title={t('messages.listTitle')}>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select<InboxQuery['alertStatus']>
          allowClear
          placeholder={t('messages.status')}
          style={{ width: 120 }}
          options={[
            { value: 'unread', label: t('messages.unread') },
            { value: 'read', label: t('messages.read') },
          ]}
          onChange={(alertStatus) => setQuery((q) => ({ ...q, page: 1, alertStatus }))}
          data-testid="messages-status"
        />
        <Select
          allowClear
          placeholder={t('messages.level')}
          style={{ width: 120 }}
          options={AlertLevel.map((l) => ({ value: l, label: t(`messages.levels.${l}`) }))}
          onChange={(alertLevel) => setQuery((q) => ({ ...q, page: 1, alertLevel }))}
        />
        <Select
          allowClear
          placeholder={t('messages.type')}
          style={{ width: 140 }}
          options={(types.data ?? []).map((x) => ({ value: x.key, label: x.name[lang] }))}
          onChange={(alertType) => setQuery((q) => ({ ...q, page: 1, alertType }))}
        />
        <Input.Search
          allowClear
          maxLength={100}
          placeholder={t('messages.keyword')}
          style={{ width: 220 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => setQuery((q) => ({ ...q, page: 1, keyword: v.trim() || undefined }))}
        />
        <Button disabled={selected.length === 0} onClick={() => void read(selected)}>
          {t('messages.markSelected')}
        </Button>
        <Button onClick={() => void read([])} data-testid="messages-read-all">
          {t('messages.markAll')}
        </Button>
        <Popconfirm
          title={t('messages.deleteConfirm', { count: selected.length })}
          onConfirm={() =>
            void deleteMessages(selected).then(() => {
              notify.success(t('messages.deleted'));
              refresh();
            })
          }
          disabled={selected.length === 0}
        >
          <Button danger disabled={selected.length === 0}>
            {t('messages.delete')}
          </Button>
        </Popconfirm>
      </Flex>
      <Table<AlertMessage>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 700 }}
        locale={{ emptyText: t('common.empty') }}
        rowSelection={labelledSelection(t, (m: AlertMessage) => m.alertDesc, {
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
        })}
        onRow={(m) => ({
          onClick: () => {
            setDetail(m);
            if (!m.read) void markRead([m.id]).then(refresh);
          },
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, size) => setQuery((q) => ({ ...q, page: size === q.size ? page : 1, size })),
        }}
      />
      <Modal
        open={!!detail}
        title={detail?.alertDesc}
        onCancel={() => setDetail(null)}
        footer={
          detail && pathOf(detail.subject) ? (
            <Button
              type="primary"
              data-testid="message-open"
              onClick={() => {
                const path = pathOf(detail.subject);
                setDetail(null);
                if (path) navigate(path);
              }}
            >
              {t('messages.open')}
            </Button>
          ) : null
        }
      >
        {detail && (
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('messages.level')}>
              {t(`messages.levels.${detail.alertLevel}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('messages.type')}>{typeName(detail.alertType)}</Descriptions.Item>
            <Descriptions.Item label={t('messages.time')}>
              {dayjs(detail.time).format('YYYY-MM-DD HH:mm:ss')}
            </Descriptions.Item>
            <Descriptions.Item label={t('messages.content')}>{detail.content || '-'}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </Card>
  );
}
