import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import type { ComponentDetail, ComponentVersionRow } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  componentDetail,
  componentKeys,
  downloadComponent,
  removeComponentVersion,
} from '../../api/components';
import { refusable } from '../../api/refusable';
import { useWindowWidth } from '../../app/shell/useWidth';
import { useConfirmAction } from '../../components/crud';
import { formatSize } from '../../components/text';
import { showTime } from '../../components/time';
import { saveBlob } from '../../components/timeRanges';

const WIDTH = 720;

/**
 * One component: its versions, newest first, each with its description,
 * inputs and outputs, size and checksum, who uploaded it, and the process
 * versions that use it (while a published one does, it cannot be deleted).
 */
export function ComponentDetailDrawer({
  componentId,
  canDownload,
  canDelete,
  onClose,
}: {
  componentId: number | null;
  canDownload: boolean;
  canDelete: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const windowWidth = useWindowWidth();
  const detail = useQuery({
    queryKey: componentKeys.detail(componentId ?? 0),
    queryFn: () => componentDetail(componentId as number),
    enabled: componentId !== null,
  });
  return (
    <Drawer
      open={componentId !== null}
      title={detail.data ? t('components.detailOf', { name: detail.data.name }) : t('components.detail')}
      size={windowWidth < WIDTH + 80 ? windowWidth : WIDTH}
      onClose={onClose}
      destroyOnHidden
      data-testid="component-detail"
    >
      {detail.data ? (
        <Versions c={detail.data} canDownload={canDownload} canDelete={canDelete} onGone={onClose} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

function Versions({
  c,
  canDownload,
  canDelete,
  onGone,
}: {
  c: ComponentDetail;
  canDownload: boolean;
  canDelete: boolean;
  onGone(): void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmAction([componentKeys.all]);
  const remove = (v: ComponentVersionRow) =>
    confirm({
      title: t('components.deleteVersionTitle'),
      content: t('components.deleteVersionOne', { name: c.name, version: v.version }),
      okText: t('common.delete'),
      okTestId: 'component-version-delete-ok',
      danger: true,
      run: async () => {
        const done = await removeComponentVersion(v.id);
        if (done.componentDeleted) onGone();
        return done;
      },
      success: t('components.versionDeleted', { name: c.name, version: v.version }),
    });
  const download = (v: ComponentVersionRow) =>
    void refusable(async () => saveBlob(await downloadComponent(v.id), `${c.name}-${v.version}.zip`));

  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={1}
        styles={{ label: { whiteSpace: 'nowrap', width: 140 } }}
        items={[
          { key: 'name', label: t('components.name'), children: c.name },
          { key: 'latest', label: t('components.latestVersion'), children: c.latestVersion },
          { key: 'description', label: t('components.description'), children: c.description || '-' },
          { key: 'usedBy', label: t('components.usedByCount'), children: c.usedByCount },
          { key: 'createdBy', label: t('components.createdBy'), children: c.createdBy || '-' },
        ]}
      />
      {c.versions.map((v) => (
        <Card
          key={v.id}
          size="small"
          data-testid={`component-version-${v.version}`}
          title={
            <Flex gap={8} align="center" wrap>
              <span>{t('components.versionTitle', { version: v.version })}</span>
              {v.version === c.latestVersion && <Tag color="blue">{t('components.latest')}</Tag>}
            </Flex>
          }
          extra={
            <Flex gap={4}>
              {canDownload && (
                <Button
                  size="small"
                  type="text"
                  icon={<DownloadOutlined />}
                  onClick={() => download(v)}
                  aria-label={t('components.download')}
                  title={t('components.download')}
                  data-testid={`component-version-download-${v.version}`}
                />
              )}
              {canDelete && (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(v)}
                  aria-label={t('common.delete')}
                  title={t('common.delete')}
                  data-testid={`component-version-delete-${v.version}`}
                />
              )}
            </Flex>
          }
        >
          <VersionFields v={v} />
        </Card>
      ))}
    </Flex>
  );
}

function VersionFields({ v }: { v: ComponentVersionRow }) {
  const { t } = useTranslation();
  const ports = (list: ComponentVersionRow['inputs'], testId: string) =>
    list.length ? (
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        data-testid={testId}
        dataSource={list}
        columns={[
          // No horizontal scroll: at 375 px the description wraps under narrow name and type columns.
          { title: t('components.portName'), dataIndex: 'name', width: '34%', ellipsis: true },
          { title: t('components.portType'), dataIndex: 'type', width: '22%', ellipsis: true },
          {
            title: t('components.portDescription'),
            dataIndex: 'description',
            render: (d: string) => d || '-',
          },
        ]}
      />
    ) : (
      <Typography.Text type="secondary">{t('components.none')}</Typography.Text>
    );
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={1}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          { key: 'description', label: t('components.description'), children: v.description || '-' },
          { key: 'size', label: t('components.size'), children: formatSize(v.size) },
          {
            key: 'sha256',
            label: 'SHA-256',
            children: (
              <Typography.Text code copyable style={{ wordBreak: 'break-all', fontSize: 12 }}>
                {v.sha256}
              </Typography.Text>
            ),
          },
          { key: 'uploadedBy', label: t('components.uploadedBy'), children: v.uploadedBy || '-' },
          {
            key: 'uploadedAt',
            label: t('components.uploadedAt'),
            children: showTime(v.uploadedAt, 'second'),
          },
        ]}
      />
      <div>
        <Typography.Text strong>{t('components.inputs')}</Typography.Text>
        {ports(v.inputs, `component-inputs-${v.version}`)}
      </div>
      <div>
        <Typography.Text strong>{t('components.outputs')}</Typography.Text>
        {ports(v.outputs, `component-outputs-${v.version}`)}
      </div>
      <div>
        <Typography.Text strong>{t('components.usedBy')}</Typography.Text>
        {v.usedBy.length ? (
          <Flex gap={8} wrap style={{ marginTop: 4 }} data-testid={`component-users-${v.version}`}>
            {v.usedBy.map((u) => (
              <Tag key={u.versionId} color={u.published ? 'green' : undefined}>
                {t(u.published ? 'components.userPublished' : 'components.user', {
                  process: u.processName,
                  version: u.versionNumber,
                })}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('components.usedByNone')}
            style={{ margin: '8px 0' }}
          />
        )}
      </div>
    </Flex>
  );
}
