import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { RobotDetail } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { robotDetail, robotInfo } from '../../api/robots';
import { usePolling } from '../../app/live/useLive';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { DesktopLine } from '../housekeepers/Desktops';
import { LIST_PATH, REFRESH_MS, ROBOT_MENU } from './constants';
import { DesktopStateTag, LicenceStateTag, RunStateTag } from './labels';
import { EditRobotDialog } from './RobotDialogs';
import { SceneProcesses } from './SceneProcesses';

const time = (v: string | null) => showTime(v, 'second');

/**
 * One robot (`?id=` or `?robotsNo=`): identity, machine, licence, desktop
 * steward, connection and what it runs now, refreshed like the list; a
 * scene robot also lists the processes bound to it.
 */
export default function RobotDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const { allows } = useButtons(ROBOT_MENU);
  const [editing, setEditing] = useState(false);
  const id = Number(params.get('id'));
  const robotsNo = params.get('robotsNo')?.trim() ?? '';
  const byId = Number.isInteger(id) && id > 0;
  const data = useQuery({
    queryKey: ['robots', 'detail', byId ? id : robotsNo],
    queryFn: () => (byId ? robotDetail(id) : robotInfo(robotsNo)),
    enabled: byId || robotsNo !== '',
    retry: false,
    refetchInterval: usePolling(REFRESH_MS),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['robots'] });

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
      {t('robots.backToList')}
    </Button>
  );
  if ((!byId && !robotsNo) || data.isError) {
    return <Result status="404" title={t('robots.notFound')} extra={back} />;
  }
  const r = data.data;
  if (!r) return <Card loading />;
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space wrap>
            {t('robots.detailTitle', { no: r.robotsNo })}
            <RunStateTag robot={r} />
          </Space>
        }
        extra={
          <Space wrap>
            {allows('edit') && (
              <Button onClick={() => setEditing(true)} data-testid="robot-detail-edit">
                {t('common.edit')}
              </Button>
            )}
            <Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('common.refresh')} />
          </Space>
        }
        styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
      >
        <DetailFields robot={r} />
      </Card>
      {r.category === 'scene' && <SceneProcesses robot={r} canEdit={allows('edit')} />}
      <div>{back}</div>
      <EditRobotDialog robot={editing ? r : null} onClose={() => setEditing(false)} />
    </Flex>
  );
}

function DetailFields({ robot: r }: { robot: RobotDetail }) {
  const { t } = useTranslation();
  const item = (label: string, value: ReactNode) => ({ label, children: value });
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
      items={[
        item(t('robots.robotsNo'), r.robotsNo),
        item(t('robots.alias'), r.alias || '-'),
        item(t('robots.category'), t(`robots.category_${r.category}`)),
        item(
          t('robots.licenceState'),
          <Space size={4} wrap>
            <LicenceStateTag robot={r} />
            {r.licSn ?? ''}
          </Space>,
        ),
        item(
          t('robots.desktopState'),
          <Space size={4} wrap>
            <DesktopStateTag robot={r} />
            {r.housekeeperAlias}
          </Space>,
        ),
        item(
          t('robots.binding'),
          r.bindingWay === 'user' && r.account
            ? `${t('robots.binding_user')} · ${r.account}`
            : t(`robots.binding_${r.bindingWay}`),
        ),
        item(t('robots.department'), r.departmentName),
        item(t('robots.machine'), r.name),
        item(t('robots.os'), r.os || '-'),
        item(t('robots.address'), r.address || '-'),
        item(t('robots.resolution'), r.resolution || '-'),
        item(t('robots.desktop'), r.desktop ? <DesktopLine desktop={r.desktop} /> : '-'),
        item(t('robots.version'), r.agentVersion || '-'),
        item(t('robots.instanceNo'), r.instanceNo),
        item(t('robots.node'), r.nodeId ?? '-'),
        item(
          t('robots.runningTasks'),
          r.runningTasks.length ? r.runningTasks.map((id) => <Tag key={id}>#{id}</Tag>) : '-',
        ),
        item(t('robots.lastBeat'), time(r.lastBeatAt)),
        item(t('robots.lastOnline'), time(r.lastOnlineAt)),
        item(t('robots.registered'), time(r.registeredAt)),
      ]}
    />
  );
}
