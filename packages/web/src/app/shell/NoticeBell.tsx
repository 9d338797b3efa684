import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { latestUnread, markRead, unreadCount } from '../../api/messages';
import { cutText, NOTICE_WIDTH } from '../../components/text';
import { showTime } from '../../components/time';
import { useSubjectPath } from '../../features/messages/subject';
import { usePolling } from '../live/useLive';

const POLL_MS = 60_000;

/**
 * The header bell: unread count polled every 60 s (and when the popover
 * opens), the 5 latest unread notices in a popover. Polling stops when the
 * notices cannot be fetched (console-core.md §4). A notice about a run or a
 * process opens it when clicked.
 */
export function NoticeBell({ color, messagePath }: { color: string; messagePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [polling, setPolling] = useState(true);
  const [open, setOpen] = useState(false);
  // The unread count is pushed while the live socket is up.
  const pollEvery = usePolling(POLL_MS);
  const pathOf = useSubjectPath();
  const count = useQuery({
    queryKey: ['unread'],
    queryFn: unreadCount,
    refetchInterval: polling ? pollEvery : false,
  });
  const notices = useQuery({ queryKey: ['latestUnread'], queryFn: latestUnread, enabled: open });
  useEffect(() => {
    if (notices.isError) setPolling(false);
  }, [notices.isError]);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['unread'] });
    void client.invalidateQueries({ queryKey: ['latestUnread'] });
  };

  const content = (
    <div style={{ width: 320 }} data-testid="notice-popover">
      {notices.data && notices.data.records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.noUnread')} />
      ) : (
        <List
          size="small"
          loading={notices.isPending}
          dataSource={notices.data?.records ?? []}
          renderItem={(m) => (
            <List.Item
              style={{ cursor: 'pointer' }}
              onClick={() => {
                void markRead([m.id]).then(refresh);
                // A notice about something opens it.
                const path = pathOf(m.subject);
                if (path) {
                  setOpen(false);
                  navigate(path);
                }
              }}
              data-testid="notice-item"
            >
              <List.Item.Meta
                title={<span title={m.alertDesc}>{cutText(m.alertDesc, NOTICE_WIDTH)}</span>}
                description={showTime(m.time)}
              />
            </List.Item>
          )}
        />
      )}
      <Typography.Link
        onClick={() => {
          setOpen(false);
          navigate(messagePath);
        }}
      >
        {t('messages.viewAll')}
      </Typography.Link>
    </div>
  );

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) refresh();
      }}
      title={t('messages.title')}
      content={content}
      placement="bottomRight"
    >
      <Button type="text" aria-label={t('messages.title')} data-testid="notice-bell" style={{ color }}>
        <Badge count={count.data?.count ?? 0} size="small" data-testid="notice-count">
          <BellOutlined style={{ color, fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
