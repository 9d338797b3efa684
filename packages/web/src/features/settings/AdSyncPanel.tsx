import type { AdSyncReport } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Collapse, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../api/refusable';
import { adSyncReport, syncAdDomain } from '../../api/settings';
import { notify } from '../../app/notify';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';

const REPORT = ['settings', 'adDomain', 'report'];
/** How often the panel asks again while a sync runs. */
const POLL_MS = 2000;

/**
 * The AD sync: when the schedule runs next, a sync now (refused while one
 * runs on any node), and what the last sync changed, followed while a sync runs.
 */
export function AdSyncPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canSave = useButtons().allows('save');
  const state = useQuery({
    queryKey: REPORT,
    queryFn: adSyncReport,
    refetchInterval: (q) => (q.state.data?.running ? POLL_MS : false),
  });
  const [starting, setStarting] = useState(false);
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const running = state.data?.running ?? false;
  const start = () =>
    refusable(async () => {
      await syncAdDomain();
      notify.success(t('settings.ad.syncStarted'));
      await client.invalidateQueries({ queryKey: REPORT });
    }, setStarting);

  return (
    <Card
      size="small"
      title={t('settings.ad.sync')}
      style={{ maxWidth: 640, marginTop: 24 }}
      extra={
        canSave && (
          <Button
            type="primary"
            ghost
            loading={starting || running}
            onClick={() => void start()}
            data-testid="ad-sync"
          >
            {running ? t('settings.ad.syncing') : t('settings.ad.syncNow')}
          </Button>
        )
      }
      data-testid="ad-sync-panel"
    >
      <Flex vertical gap={12}>
        {state.data?.last && !state.data.last.ok && (
          <Alert type="error" showIcon title={state.data.last.error} />
        )}
        <Descriptions column={1} size="small" layout={narrow ? 'vertical' : 'horizontal'}>
          <Descriptions.Item label={t('settings.ad.nextSync')}>
            {state.data?.nextSyncAt ? showTime(state.data.nextSyncAt) : t('settings.ad.noSchedule')}
          </Descriptions.Item>
          {state.data?.last && reportItems(state.data.last, t)}
        </Descriptions>
        {state.data?.last ? (
          <ReportLists report={state.data.last} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings.ad.neverSynced')} />
        )}
      </Flex>
    </Card>
  );
}

/** What the last sync was and what it changed, as rows of the panel's list. */
function reportItems(report: AdSyncReport, t: TFunction) {
  const { departments: d, users: u } = report;
  return [
    <Descriptions.Item key="last" label={t('settings.ad.report.last')}>
      <Flex wrap gap={8} align="center">
        <Tag color={report.ok ? 'success' : 'error'}>
          {report.ok ? t('settings.ad.report.ok') : t('settings.ad.report.failed')}
        </Tag>
        {showTime(report.finishedAt, 'second')}
      </Flex>
    </Descriptions.Item>,
    <Descriptions.Item key="trigger" label={t('settings.ad.report.trigger')}>
      {report.trigger === 'manual'
        ? t('settings.ad.report.manual', { account: report.startedBy })
        : t('settings.ad.report.schedule')}
    </Descriptions.Item>,
    <Descriptions.Item key="departments" label={t('settings.ad.report.departments')}>
      {t('settings.ad.report.departmentCounts', { created: d.created.count, updated: d.updated.count })}
    </Descriptions.Item>,
    <Descriptions.Item key="users" label={t('settings.ad.report.users')}>
      <span data-testid="ad-report-users">
        {t('settings.ad.report.userCounts', {
          created: u.created.count,
          updated: u.updated.count,
          locked: u.locked.count,
          skipped: u.skipped.count,
        })}
      </span>
    </Descriptions.Item>,
  ];
}

/** The names behind the counts, folded away. */
function ReportLists({ report }: { report: AdSyncReport }) {
  const { t } = useTranslation();
  const { departments: d, users: u } = report;
  const lists = [
    ['departmentsCreated', d.created],
    ['departmentsUpdated', d.updated],
    ['usersCreated', u.created],
    ['usersUpdated', u.updated],
    ['usersLocked', u.locked],
  ] as const;
  const items = [
    ...lists
      .filter(([, list]) => list.count > 0)
      .map(([key, list]) => ({
        key,
        label: `${t(`settings.ad.report.${key}`)} (${list.count})`,
        children: (
          <Flex wrap gap={4}>
            {list.names.map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
            {list.count > list.names.length && <Typography.Text type="secondary">…</Typography.Text>}
          </Flex>
        ),
      })),
    ...(u.skipped.count > 0
      ? [
          {
            key: 'skipped',
            label: `${t('settings.ad.report.usersSkipped')} (${u.skipped.count})`,
            children: (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {u.skipped.items.map((s) => (
                  <li key={s.name}>
                    {s.name}: {s.reason}
                  </li>
                ))}
              </ul>
            ),
          },
        ]
      : []),
  ];
  return items.length > 0 ? <Collapse size="small" items={items} data-testid="ad-report" /> : null;
}
