import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { runningTasks } from '../../api/tasks';
import { usePolling } from '../../app/live/useLive';
import { useNarrow } from '../../app/shell/useWidth';
import { LiveNote } from '../../components/LiveNote';
import { TaskDetailDrawer } from '../tasks/TaskDetailDrawer';
import { RunningTable } from './RunningTable';

type View = 'local' | 'studio';
const PATHS: Record<View, string> = { local: '/running/index', studio: '/running/studio' };
/** How often the list asks again while the live push is down. */
const REFRESH_MS = 5000;

/**
 * The running screens (console-core.md §2): local running lists what the
 * robots bound to the caller are doing now, studio running the runs the
 * caller started from the designer. Both follow the live push and can stop
 * a run; a finished run leaves the list (it is in the run records).
 */
function RunningPage({ view }: { view: View }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = useNarrow();
  const [open, setOpen] = useState<number | null>(null);
  const runs = useQuery({
    queryKey: ['tasks', 'running', view],
    queryFn: () => runningTasks(view),
    refetchInterval: usePolling(REFRESH_MS),
  });
  return (
    <Card
      title={
        // The two screens are one page's two views: the switch is the page's title.
        <Segmented<View>
          aria-label={t(`running.title_${view}`)}
          value={view}
          options={[
            { value: 'local', label: t('running.title_local') },
            { value: 'studio', label: t('running.title_studio') },
          ]}
          onChange={(v) => navigate(PATHS[v])}
          data-testid="running-view"
        />
      }
      extra={!narrow && <LiveNote polling={t('running.autoRefresh')} />}
    >
      <Typography.Paragraph type="secondary">{t(`running.about_${view}`)}</Typography.Paragraph>
      <RunningTable view={view} rows={runs.data} loading={runs.isPending} onOpen={setOpen} />
      <TaskDetailDrawer taskId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

export const LocalRunning = () => <RunningPage view="local" />;
export const StudioRunning = () => <RunningPage view="studio" />;
