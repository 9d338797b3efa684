import type { TaskRow } from '@rpa/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { STATE_COLOURS } from './stateColours';

/** A task state in both languages; "stopping" says whether the robot was told. */
export function TaskStateTag({ task }: { task: Pick<TaskRow, 'state' | 'stopSubmitted' | 'id'> }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLOURS[task.state].tag} data-testid={`task-state-${task.id}`}>
      {t(`tasks.state_${task.state}`)}
      {task.state === 'stopping' && task.stopSubmitted ? ` · ${t('tasks.stopSubmitted')}` : ''}
    </Tag>
  );
}

/** Seconds as "12 s" or "3 min 4 s". */
export function duration(t: TFunction, seconds: number | null): string {
  if (seconds === null) return '-';
  if (seconds < 60) return t('tasks.seconds', { n: seconds });
  return t('tasks.minutes', { m: Math.floor(seconds / 60), s: seconds % 60 });
}
