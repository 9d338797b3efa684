import type { ProcessDetail, ProcessParameter } from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { RecordTable } from '../versions/RecordTable';
import { PUBLISH_PATH } from '../versions/shared';
import { VersionTable } from '../versions/VersionTable';
import { UploadDialog } from './dialogs/UploadDialog';
import { FlowChart } from './FlowChart';
import { ProcessIcon } from './ProcessIcon';
import { StatusTag } from './StatusTag';
import { useProcess } from './useProcess';
import { useProcessActions } from './useProcessActions';
import { LIST_MENU, PATHS } from './view';

const time = (v: string | null) => showTime(v, 'minute');

/** The process's declared parameters. */
export function ParameterTable({ parameters }: { parameters: ProcessParameter[] }) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={parameters}
      scroll={{ x: 760 }}
      locale={{ emptyText: <Empty description={t('processes.noParameters')} /> }}
      columns={[
        { title: t('processes.paramName'), dataIndex: 'name', width: 140 },
        { title: t('processes.description'), dataIndex: 'description', width: 160 },
        { title: t('processes.paramType'), dataIndex: 'type', width: 90 },
        { title: t('processes.paramDefault'), dataIndex: 'defaultValue', width: 150, ellipsis: true },
        {
          title: t('processes.paramRequired'),
          dataIndex: 'required',
          width: 80,
          render: (r: boolean) => (r ? t('common.yes') : t('common.no')),
        },
        { title: t('processes.paramHelp'), dataIndex: 'help', width: 220 },
      ]}
    />
  );
}

/** The fields of a process (console-core.md §3) and its parameters. */
export function ProcessInfo({ p }: { p: ProcessDetail }) {
  const { t } = useTranslation();
  const yes = (b: boolean) => (b ? t('common.yes') : t('common.no'));
  const minutes = (n: number) => t('processes.minutes', { count: n });
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 3 }}>
        <Descriptions.Item label={t('processes.status')}>
          <StatusTag status={p.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('processes.latestVersion')}>{p.latestVersion ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('processes.releasedVersion')}>
          {p.releasedVersion ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('processes.versionCount')}>{p.versionCount}</Descriptions.Item>
        <Descriptions.Item label={t('processes.developer')}>{p.developer?.realName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('processes.owner')}>{p.owner?.realName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('processes.department')}>{p.departmentName}</Descriptions.Item>
        <Descriptions.Item label={t('processes.dispatchCount')}>{p.dispatchCount}</Descriptions.Item>
        <Descriptions.Item label={t('processes.lastRun')}>{time(p.lastRunAt)}</Descriptions.Item>
        <Descriptions.Item label={t('processes.waitTimeout')}>{minutes(p.waitTimeout)}</Descriptions.Item>
        <Descriptions.Item label={t('processes.runTimeout')}>{minutes(p.runTimeout)}</Descriptions.Item>
        <Descriptions.Item label={t('processes.failedRetries')}>{p.failedRetries}</Descriptions.Item>
        <Descriptions.Item label={t('processes.manualMinutes')}>{minutes(p.manualMinutes)}</Descriptions.Item>
        <Descriptions.Item label={t('processes.autoStopMinutes')}>
          {p.autoStopMinutes ? minutes(p.autoStopMinutes) : t('processes.never')}
        </Descriptions.Item>
        <Descriptions.Item label={t('processes.assistant')}>{yes(p.assistant)}</Descriptions.Item>
        <Descriptions.Item label={t('processes.startOnBoot')}>{yes(p.startOnBoot)}</Descriptions.Item>
        <Descriptions.Item label={t('processes.createdAt')}>{time(p.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('processes.keywords')} span="filled">
          {p.keywords
            ? p.keywords
                .split(',')
                .filter(Boolean)
                .map((k) => <Tag key={k}>{k}</Tag>)
            : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('processes.users')} span="filled">
          {p.users.length ? p.users.map((u) => <Tag key={u.id}>{u.realName}</Tag>) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('processes.introduction')} span="filled">
          {p.introduction || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('processes.description')} span="filled">
          {p.description || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('processes.help')} span="filled">
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{p.help || '-'}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <h4 style={{ margin: '16px 0 8px' }}>{t('processes.parameters')}</h4>
      <ParameterTable parameters={p.parameters} />
    </>
  );
}

/** Name, icon and state of the process: the title of its screens. */
export function ProcessTitle({ p }: { p: ProcessDetail }) {
  return (
    <Space size={12} style={{ minWidth: 0 }}>
      <ProcessIcon id={p.id} icon={p.icon} size={32} />
      <Typography.Text strong ellipsis style={{ maxWidth: 'min(60vw, 520px)' }}>
        {p.name}
      </Typography.Text>
      <StatusTag status={p.status} />
    </Space>
  );
}

type Tab = 'info' | 'versions' | 'flow';

/**
 * One process for the developer and the owner (menus 202, 303): its fields
 * and parameters, the versions with their records and reasons, and the
 * flow chart; the steps the caller's buttons allow.
 */
export function ProcessDetailPage({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { view, process: p, missing } = useProcess();
  const { allows } = useButtons(LIST_MENU[view]);
  const actions = useProcessActions(view);
  const [uploading, setUploading] = useState(false);
  if (missing) return missing;
  if (!p) return <Card loading />;

  const buttons = [
    p.releasedVersion && allows('run') && (
      <Button key="run" type="primary" onClick={() => void actions.open.run(p.id)}>
        {t('processes.run')}
      </Button>
    ),
    view === 'dev' && allows('edit') && (
      <Button key="edit" onClick={() => navigate(`/developer/process/edit?id=${p.id}`)}>
        {t('processes.edit')}
      </Button>
    ),
    view === 'dev' && allows('publish') && p.pendingVersionId === null && (
      <Button key="publish" onClick={() => navigate(`${PUBLISH_PATH}?id=${p.id}`)}>
        {t('processes.publish')}
      </Button>
    ),
    view === 'dev' && allows('add') && (
      <Button key="upload" onClick={() => setUploading(true)}>
        {t('processes.uploadVersion')}
      </Button>
    ),
    view === 'owner' && allows('assign') && (
      <Button key="assign" onClick={() => void actions.open.assign(p.id)}>
        {t('processes.assign')}
      </Button>
    ),
    p.releasedVersion && (
      <Button key="local" onClick={() => void actions.open.local(p.id)}>
        {t('processes.runLocal')}
      </Button>
    ),
    <Button key="help" onClick={() => void actions.open.help(p.id)}>
      {t('processes.helper')}
    </Button>,
    <Button key="usage" onClick={() => void actions.open.usage(p.id)}>
      {t('processes.usage')}
    </Button>,
  ].filter(Boolean);

  return (
    <Card title={<ProcessTitle p={p} />}>
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        {buttons}
      </Flex>
      <Tabs
        defaultActiveKey={tab}
        items={[
          { key: 'info', label: t('processes.detail'), children: <ProcessInfo p={p} /> },
          {
            key: 'versions',
            label: t('processes.versions'),
            children: (
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <VersionTable view={view} process={p} onProcessDeleted={() => navigate(PATHS[view].list)} />
                <h4 style={{ margin: 0 }}>{t('versions.records')}</h4>
                <RecordTable view={view} processId={p.id} />
              </Space>
            ),
          },
          {
            key: 'flow',
            label: t('processes.flow'),
            children: <FlowChart flow={p.flow} height={520} />,
          },
        ]}
      />
      <UploadDialog
        open={uploading}
        processId={p.id}
        onClose={() => setUploading(false)}
        onUploaded={() => void client.invalidateQueries({ queryKey: ['processes'] })}
      />
      {actions.dialogs}
    </Card>
  );
}

export const DetailPage = () => <ProcessDetailPage tab="info" />;

/** The flow chart alone, as large as the screen allows (menu 1205). */
export function FlowPage() {
  const { t } = useTranslation();
  const { process: p, missing } = useProcess();
  if (missing) return missing;
  if (!p) return <Card loading />;
  return (
    <Card title={<ProcessTitle p={p} />} extra={p.latestVersion && <Tag>{p.latestVersion}</Tag>}>
      <Typography.Paragraph type="secondary">{t('processes.flowHint')}</Typography.Paragraph>
      <FlowChart flow={p.flow} height={640} />
    </Card>
  );
}
