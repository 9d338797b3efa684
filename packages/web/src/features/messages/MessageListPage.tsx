import { AlertLevel, type AlertMessage, messagesApi } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Descriptions, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alertTypes, deleteMessages, type InboxQuery, inbox, inboxKeys, markRead } from '../../api/messages';
import { notify } from '../../app/notify';
import {
  ChoiceSelect,
  type ListColumn,
  ListPage,
  TextFilter,
  useConfirmAction,
  useListQuery,
  useSelection,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { currentLang } from '../../i18n';
import { useSubjectPath } from './subject';

const LEVEL_COLOR = { info: 'blue', warn: 'orange', error: 'red', fatal: 'magenta' } as const;
/** Everything that shows the inbox or counts it (the bell). */
const INBOX_VIEWS = [inboxKeys.all, ['unread'], ['latestUnread']];

/** The message list of every identity: the caller's own inbox; a message about something opens it. */
export default function MessageListPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const client = useQueryClient();
  const navigate = useNavigate();
  const pathOf = useSubjectPath();
  const [detail, setDetail] = useState<AlertMessage | null>(null);
  const list = useListQuery<InboxQuery, AlertMessage>({ keys: inboxKeys, fetch: inbox });
  const selection = useSelection<AlertMessage>((m) => m.alertDesc);
  const confirm = useConfirmAction(INBOX_VIEWS);
  const types = useQuery({
    queryKey: ['alertTypes'],
    queryFn: alertTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const typeName = (key: string) => types.data?.find((x) => x.key === key)?.name[lang] ?? key;

  const refresh = () => {
    for (const queryKey of INBOX_VIEWS) void client.invalidateQueries({ queryKey });
  };
  const read = async (ids: number[]) => {
    await markRead(ids);
    notify.success(t('messages.marked'));
    selection.clear();
    refresh();
  };
  const remove = () =>
    confirm({
      title: t('messages.delete'),
      content: t('messages.deleteConfirm', { count: selection.selected.length }),
      danger: true,
      success: t('messages.deleted'),
      run: async () => {
        await deleteMessages(selection.selected);
        selection.clear();
      },
    });

  const columns: ListColumn<AlertMessage>[] = [
    {
      title: t('messages.desc'),
      dataIndex: 'alertDesc',
      ellipsis: true,
      render: (v: string, m) => (
        <Badge dot={!m.read} offset={[6, 0]}>
          {v}
        </Badge>
      ),
      filter: {
        name: 'keyword',
        label: t('messages.keyword'),
        input: <TextFilter field={messagesApi.list.input.shape.keyword} width={220} />,
      },
    },
    {
      title: t('messages.level'),
      dataIndex: 'alertLevel',
      width: 100,
      render: (v: AlertMessage['alertLevel']) => (
        <Tag color={LEVEL_COLOR[v]}>{t(`messages.levels.${v}`)}</Tag>
      ),
      filter: {
        input: <ChoiceSelect values={AlertLevel} label={(l) => t(`messages.levels.${l}`)} width={120} />,
      },
    },
    {
      title: t('messages.type'),
      dataIndex: 'alertType',
      width: 120,
      render: typeName,
      filter: {
        input: <ChoiceSelect values={(types.data ?? []).map((x) => x.key)} label={typeName} width={140} />,
      },
    },
    {
      title: t('messages.time'),
      dataIndex: 'time',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
    {
      title: t('messages.status'),
      dataIndex: 'read',
      width: 90,
      render: (v: boolean) => (v ? t('messages.read') : t('messages.unread')),
      filter: {
        name: 'alertStatus',
        input: (
          <ChoiceSelect
            values={['unread', 'read'] as const}
            label={(s) => t(`messages.${s}`)}
            width={120}
            data-testid="messages-status"
          />
        ),
      },
    },
  ];

  const none = selection.selected.length === 0;
  return (
    <ListPage<AlertMessage, InboxQuery>
      title={t('messages.listTitle')}
      list={list}
      columns={columns}
      scrollX={700}
      testId="messages"
      rowSelection={selection.rowSelection}
      tableProps={{
        onRow: (m) => ({
          onClick: () => {
            setDetail(m);
            if (!m.read) void markRead([m.id]).then(refresh);
          },
          style: { cursor: 'pointer' },
        }),
      }}
      toolbar={
        <>
          <Button disabled={none} onClick={() => void read(selection.selected)}>
            {t('messages.markSelected')}
          </Button>
          <Button onClick={() => void read([])} data-testid="messages-read-all">
            {t('messages.markAll')}
          </Button>
          <Button danger disabled={none} onClick={remove}>
            {t('messages.delete')}
          </Button>
        </>
      }
    >
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
              {showTime(detail.time, 'second')}
            </Descriptions.Item>
            <Descriptions.Item label={t('messages.content')}>{detail.content || '-'}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </ListPage>
  );
}
