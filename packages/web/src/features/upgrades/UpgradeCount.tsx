import type { UpgradeTaskRow } from '@rpa/contracts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Robots upgraded of those targeted ("1 / 3"), and how many failed. */
export function UpgradeCount({
  task,
  testId,
}: {
  task: Pick<UpgradeTaskRow, 'upgraded' | 'targeted' | 'failed'>;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap align="baseline">
      <span data-testid={testId}>{`${task.upgraded} / ${task.targeted}`}</span>
      {task.failed > 0 && (
        <Typography.Text type="danger" style={{ whiteSpace: 'nowrap' }}>
          {t('upgrades.failedCount', { count: task.failed })}
        </Typography.Text>
      )}
    </Flex>
  );
}
