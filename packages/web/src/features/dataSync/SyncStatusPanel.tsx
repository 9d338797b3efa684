import type { DataSyncState } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  Descriptions,
  Flex,
  Progress,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataSyncStatus, recopyDataSync } from '../../api/dataSync';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';

export const STATUS = ['dataSync', 'status'];
/** How often the panel asks again: the lag is worth watching while it falls. */
const POLL_MS = 3000;

const STATE_COLOURS: Record<DataSyncState, string> = {
  disabled: 'default',
  copying: 'processing',
  syncing: 'success',
  error: 'error',
};

/**
 * Where the sync stands, asked again every few seconds: its state, the
 * changes waiting and the age of the oldest, the first copy per table, rows
 * copied, the last sync and the last failure. "Copy everything again" asks
 * first: it rewrites every row of the target.
 */
export function SyncStatusPanel() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const canSave = useButtons().allows('save');
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const status = useQuery({ queryKey: STATUS, queryFn: dataSyncStatus, refetchInterval: POLL_MS });
  const [starting, setStarting] = useState(false);
  const s = status.data;
  // Disabled: the lag and the counts of an earlier sync would only mislead.
  const on = s?.state !== 'disabled';

  const recopy = () =>
    modal.confirm({
      title: t('dataSync.recopyTitle'),
      content: t('dataSync.recopyContent'),
      okButtonProps: { 'data-testid': 'sync-recopy-ok' } as ButtonProps,
      onOk: () =>
        refusable(async () => {
          await recopyDataSync();
          notify.success(t('dataSync.recopyStarted'));
          await client.invalidateQueries({ queryKey: STATUS });
        }, setStarting),
    });

  return (
    <Card
      size="small"
      title={t('dataSync.status')}
      style={{ maxWidth: 640 }}
      extra={
        canSave &&
        s &&
        s.state !== 'disabled' && (
          <Button loading={starting} onClick={recopy} data-testid="sync-recopy">
            {t('dataSync.recopy')}
          </Button>
        )
      }
      data-testid="sync-status"
    >
      {s && (
        <Flex vertical gap={12}>
          {s.lastError && (
            <Alert
              type="error"
              showIcon
              title={t('dataSync.lastError', { time: showTime(s.lastErrorAt, 'second') })}
              description={s.lastError}
              style={{ wordBreak: 'break-word' }}
              data-testid="sync-error"
            />
          )}
          <Descriptions column={1} size="small" layout={narrow ? 'vertical' : 'horizontal'}>
            <Descriptions.Item label={t('dataSync.state')}>
              <Tag color={STATE_COLOURS[s.state]} data-testid="sync-state" data-state={s.state}>
                {t(`dataSync.states.${s.state}`)}
              </Tag>
            </Descriptions.Item>
            {on && (
              <Descriptions.Item label={t('dataSync.lag')}>
                <span data-testid="sync-lag" data-changes={s.lag.changes}>
                  {s.lag.changes === 0
                    ? t('dataSync.caughtUp')
                    : t('dataSync.waiting', {
                        changes: s.lag.changes.toLocaleString(),
                        seconds: s.lag.oldestSeconds,
                      })}
                </span>
              </Descriptions.Item>
            )}
            {on && (
              <Descriptions.Item label={t('dataSync.rowsCopied')}>
                <span data-testid="sync-rows" data-rows={s.rowsCopied}>
                  {s.rowsCopied.toLocaleString()}
                </span>
              </Descriptions.Item>
            )}
            {on && (
              <Descriptions.Item label={t('dataSync.lastSynced')}>
                {s.lastSyncedAt ? showTime(s.lastSyncedAt, 'second') : t('dataSync.never')}
              </Descriptions.Item>
            )}
          </Descriptions>
          {s.copying && s.state !== 'disabled' && (
            <Flex vertical gap={4} data-testid="sync-progress">
              <Typography.Text strong>{t('dataSync.firstCopy')}</Typography.Text>
              {s.tables.map((p) => (
                <div key={p.table}>
                  <Typography.Text type="secondary">
                    {t('dataSync.tableProgress', {
                      table: t(`dataSync.tables.${p.table}`),
                      copied: p.copied.toLocaleString(),
                      total: p.total.toLocaleString(),
                    })}
                  </Typography.Text>
                  <Progress
                    percent={
                      p.done ? 100 : p.total ? Math.min(99, Math.floor((p.copied * 100) / p.total)) : 0
                    }
                    size="small"
                    status={p.done ? 'success' : 'active'}
                    aria-label={t(`dataSync.tables.${p.table}`)}
                  />
                </div>
              ))}
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}
