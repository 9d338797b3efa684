import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { videoInfo } from '../../api/settings';
import { formatSize } from '../../components/text';
import { showTime } from '../../components/time';
import { VIDEO_INFO } from './dataKeys';

/** What the recordings take and the free space left where the file store keeps them. */
export function RecordingStore() {
  const { t } = useTranslation();
  const video = useQuery({ queryKey: VIDEO_INFO, queryFn: videoInfo });
  const v = video.data;
  const figures = [
    { key: 'recordings', value: v ? v.recordings.toLocaleString() : '-' },
    { key: 'recordingBytes', value: v ? formatSize(v.bytes) : '-' },
    { key: 'oldest', value: showTime(v?.oldestAt, 'date') },
    { key: 'free', value: v?.freeBytes === null || !v ? '-' : formatSize(v.freeBytes) },
  ];
  return (
    <Card size="small" title={t('settings.data.recordingStore')} loading={video.isPending}>
      <Row gutter={[16, 8]}>
        {figures.map((f) => (
          <Col xs={12} md={6} key={f.key}>
            <Statistic title={t(`settings.data.${f.key}`)} value={f.value} data-testid={`data-${f.key}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
