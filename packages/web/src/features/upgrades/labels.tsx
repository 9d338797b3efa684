import {
  toLang,
  UPGRADE_RESULT_LABELS,
  UPGRADE_TARGET_LABELS,
  UPGRADE_TASK_STATUS_LABELS,
  type UpgradeResultState,
  type UpgradeTarget,
  type UpgradeTaskStatus,
} from '@rpa/contracts';
import { Badge, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** How the states of upgrade tasks and of their robots look wherever they are shown; the words are the contracts'. */

const STATUS_COLOURS: Record<UpgradeTaskStatus, string> = {
  disabled: 'default',
  running: 'processing',
  paused: 'warning',
  completed: 'success',
};

const RESULT_COLOURS: Record<UpgradeResultState, string> = {
  waiting: 'default',
  downloading: 'processing',
  applied: 'success',
  failed: 'error',
};

/** The labels of the contracts in the reader's language. */
export function useUpgradeLabels() {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  return {
    status: (s: UpgradeTaskStatus) => UPGRADE_TASK_STATUS_LABELS[s][lang],
    result: (s: UpgradeResultState) => UPGRADE_RESULT_LABELS[s][lang],
    target: (s: UpgradeTarget) => UPGRADE_TARGET_LABELS[s][lang],
  };
}

export function TaskStatusTag({ status, testId }: { status: UpgradeTaskStatus; testId?: string }) {
  const label = useUpgradeLabels();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid={testId}>
      {label.status(status)}
    </Tag>
  );
}

export function ResultStateTag({ state, testId }: { state: UpgradeResultState; testId?: string }) {
  const label = useUpgradeLabels();
  return (
    <Tag color={RESULT_COLOURS[state]} data-testid={testId}>
      {label.result(state)}
    </Tag>
  );
}

/** Online or offline, as a dot and a word. */
export function OnlineBadge({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      status={online ? 'success' : 'default'}
      text={online ? t('upgrades.online') : t('upgrades.offline')}
    />
  );
}
