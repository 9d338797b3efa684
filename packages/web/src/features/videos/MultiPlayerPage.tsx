import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { taskDetail, taskRecording } from '../../api/tasks';
import { SyncedPlayers } from './SyncedPlayers';

/**
 * The first recording of each task of `?taskIds=1,2,...` (or `?taskId=`),
 * side by side: `count` players (1 for play, 2 dual, 3 triple, 4 four).
 */
export function MultiPlayerPage({ count }: { count: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = (params.get('taskIds') ?? params.get('taskId') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, count);
  const data = useQuery({
    queryKey: ['videos', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: async () => {
      const out: Array<{ key: string; url: string; label: string }> = [];
      for (const id of ids) {
        const d = await taskDetail(id);
        const rec = d.recordings[0];
        if (rec)
          out.push({
            key: `${id}`,
            url: URL.createObjectURL(await taskRecording(rec.id)),
            label: `#${id} ${d.processName}`,
          });
      }
      return out;
    },
  });
  useEffect(
    () => () => {
      for (const s of data.data ?? []) URL.revokeObjectURL(s.url);
    },
    [data.data],
  );
  return (
    <Card title={t('shares.playerTitle')}>
      {data.isFetching ? (
        <Spin />
      ) : data.data?.length ? (
        <SyncedPlayers sources={data.data} />
      ) : (
        <Empty description={t('shares.pickTasks')} />
      )}
    </Card>
  );
}

export const PlayPage = () => <MultiPlayerPage count={1} />;
export const DualPage = () => <MultiPlayerPage count={2} />;
export const TriplePage = () => <MultiPlayerPage count={3} />;
export const FourPage = () => <MultiPlayerPage count={4} />;
