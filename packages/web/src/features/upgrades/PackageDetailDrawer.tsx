import type { UpgradePackageRow } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { packageDetail, upgradeKeys } from '../../api/upgrades';
import { useWindowWidth } from '../../app/shell/useWidth';
import { formatSize } from '../../components/text';
import { showTime } from '../../components/time';

const WIDTH = 560;

/** One upgrade package: what it holds, and the upgrade tasks using it (while any does, it cannot be deleted). */
export function PackageDetailDrawer({ packageId, onClose }: { packageId: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const windowWidth = useWindowWidth();
  const detail = useQuery({
    queryKey: upgradeKeys.detail(`package-${packageId}`),
    queryFn: () => packageDetail(packageId as number),
    enabled: packageId !== null,
  });
  return (
    <Drawer
      open={packageId !== null}
      title={t('upgrades.packageDetail')}
      size={windowWidth < WIDTH + 80 ? windowWidth : WIDTH}
      onClose={onClose}
      destroyOnHidden
      data-testid="upgrade-package-detail"
    >
      {detail.data ? <PackageFields p={detail.data} /> : <Skeleton active />}
    </Drawer>
  );
}

function PackageFields({ p }: { p: UpgradePackageRow }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={24}>
      <Descriptions
        size="small"
        bordered
        column={1}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          { key: 'name', label: t('upgrades.packageName'), children: p.name },
          { key: 'version', label: t('upgrades.version'), children: p.version },
          { key: 'size', label: t('upgrades.fileSize'), children: formatSize(p.fileSize) },
          {
            key: 'description',
            label: t('upgrades.functionDescription'),
            children: p.description || '-',
          },
          { key: 'remarks', label: t('upgrades.remarks'), children: p.remarks || '-' },
          {
            key: 'sha256',
            label: 'SHA-256',
            children: (
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {p.sha256}
              </Typography.Text>
            ),
          },
          { key: 'createdBy', label: t('upgrades.createdBy'), children: p.createdBy },
          { key: 'createdAt', label: t('upgrades.createdAt'), children: showTime(p.createdAt, 'second') },
        ]}
      />
      <div>
        <Typography.Title level={5}>{t('upgrades.usedBy')}</Typography.Title>
        {p.tasks.length ? (
          <Flex gap={8} wrap data-testid="upgrade-package-tasks">
            {p.tasks.map((task) => (
              <Tag key={task.id}>{task.name}</Tag>
            ))}
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('upgrades.usedByNone')} />
        )}
      </div>
    </Flex>
  );
}
