import { DownloadOutlined } from '@ant-design/icons';
import {
  canCancel,
  canStop,
  FINISHED_TASK_STATES,
  TASK_SOURCE_LABELS,
  type TaskDetail,
  type TaskLogLine,
  toLang,
} from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Input,
  List,
  Select,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../api/refusable';
import { RequestError } from '../../api/request';
import { taskDetail, taskFile, taskLogs, taskRecording } from '../../api/tasks';
import { usePolling } from '../../app/live/useLive';
import { useWindowWidth } from '../../app/shell/useWidth';
import { formatSize } from '../../components/text';
import { showTime } from '../../components/time';
import { saveBlob } from '../../components/timeRanges';
import { ShareButton } from '../shares/ShareButton';
import { duration, TaskStateTag } from './TaskStateTag';

const time = (v: string | null) => showTime(v, 'second');
const LIVE = new Set(['pending', 'running', 'stopping']);

/** A recording fetched with the signed client (the API needs headers) and played from an object URL. */
function Recording({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    let made: string | null = null;
    taskRecording(id)
      .then((b) => {
        made = URL.createObjectURL(b);
        setBlob(b);
        setUrl(made);
      })
      .catch((err: unknown) => {
        if (!(err instanceof RequestError)) throw err;
      });
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return (
    <div>
      {url ? (
        // biome-ignore lint/a11y/useMediaCaption: screen recordings have no sound to caption
        <video src={url} controls style={{ width: '100%', maxHeight: 360 }} data-testid={`recording-${id}`} />
      ) : null}
      {blob && (
        <Button type="link" icon={<DownloadOutlined />} onClick={() => saveBlob(blob, name)}>
          {t('common.download')}
        </Button>
      )}
    </div>
  );
}

/** Everything about one run: times, parameters, the paged and searchable log, files and recordings. */
export function TaskDetailDrawer({
  taskId,
  onClose,
  onCancel,
  onStop,
  canShare = false,
}: {
  taskId: number | null;
  onClose: () => void;
  onCancel?: (t: TaskDetail) => void;
  onStop?: (t: TaskDetail) => void;
  /** The caller's share button is granted. */
  canShare?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const width = useWindowWidth();
  const [logPage, setLogPage] = useState(1);
  const [text, setText] = useState('');
  const [level, setLevel] = useState<'info' | 'error' | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the log filters start over when another task opens
  useEffect(() => {
    setLogPage(1);
    setText('');
    setLevel(undefined);
  }, [taskId]);
  const poll = usePolling(3000);
  const detail = useQuery({
    queryKey: ['tasks', 'detail', taskId],
    queryFn: () => taskDetail(taskId as number),
    enabled: taskId !== null,
    // Its state is pushed; while the push is down a running task is asked for every 3 s.
    refetchInterval: (q) => (poll && q.state.data && LIVE.has(q.state.data.state) ? poll : false),
  });
  const d = detail.data;
  const logs = useQuery({
    queryKey: ['tasks', 'logs', taskId, logPage, text, level],
    queryFn: () =>
      taskLogs({
        taskId: taskId as number,
        page: logPage,
        size: 50,
        ...(text ? { text } : {}),
        ...(level ? { level } : {}),
      }),
    enabled: taskId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: d && LIVE.has(d.state) ? 3000 : false,
  });
  const download = async (id: number, name: string) => {
    await refusable(async () => {
      saveBlob(await taskFile(id), name.split('/').pop() ?? name);
    });
  };

  return (
    <Drawer
      open={taskId !== null}
      onClose={onClose}
      width={width < 900 ? '100%' : 860}
      title={d ? t('tasks.detailTitle', { id: d.id, process: d.processName }) : ''}
      extra={
        d && (
          <Flex gap={8}>
            {canShare && FINISHED_TASK_STATES.includes(d.state) && <ShareButton taskId={d.id} />}
            {onCancel && canCancel(d.state) && (
              <Button onClick={() => onCancel(d)} data-testid="task-detail-cancel">
                {t('tasks.cancel')}
              </Button>
            )}
            {onStop && canStop(d.state) && (
              <Button danger onClick={() => onStop(d)} data-testid="task-detail-stop">
                {t('tasks.stop')}
              </Button>
            )}
          </Flex>
        )
      }
    >
      {d && (
        <Tabs
          items={[
            {
              key: 'info',
              label: t('tasks.detail'),
              children: (
                <>
                  <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
                    <Descriptions.Item label={t('tasks.state')}>
                      <TaskStateTag task={d} />
                    </Descriptions.Item>
                    <Descriptions.Item label={t('tasks.version')}>{d.versionNumber || '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('tasks.robot')}>{d.robotName || '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('tasks.department')}>
                      {d.departmentName || '-'}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('tasks.operator')}>
                      {d.operator?.realName ?? (d.operatorName || '-')}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('tasks.source')}>
                      {TASK_SOURCE_LABELS[d.source][lang]}
                      {d.scheduleName ? ` · ${d.scheduleName}` : ''}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('tasks.priority')}>
                      {t(`tasks.priority_${d.priority}`)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('tasks.attempt')}>{d.attempt}</Descriptions.Item>
                    <Descriptions.Item label={t('tasks.plannedAt')}>{time(d.plannedAt)}</Descriptions.Item>
                    <Descriptions.Item label={t('tasks.startedAt')}>{time(d.startedAt)}</Descriptions.Item>
                    <Descriptions.Item label={t('tasks.finishedAt')}>{time(d.finishedAt)}</Descriptions.Item>
                    <Descriptions.Item label={t('tasks.wait')}>
                      {duration(t, d.waitSeconds)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('tasks.runTime')}>
                      {duration(t, d.runSeconds)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('tasks.exitCode')}>{d.exitCode ?? '-'}</Descriptions.Item>
                    {/* Ternaries, not `&&`: an empty hint or error ('') would become an empty bordered cell. */}
                    {d.hint ? (
                      <Descriptions.Item label={t('tasks.hint')} span="filled">
                        {t(`tasks.hint_${d.hint}`)}
                      </Descriptions.Item>
                    ) : null}
                    {d.error ? (
                      <Descriptions.Item label={t('tasks.error')} span="filled">
                        {d.error}
                      </Descriptions.Item>
                    ) : null}
                  </Descriptions>
                  <h4 style={{ margin: '16px 0 8px' }}>{t('tasks.parameters')}</h4>
                  <Table
                    size="small"
                    rowKey="name"
                    pagination={false}
                    data-testid="task-parameters"
                    dataSource={Object.entries(d.parameters).map(([name, value]) => ({ name, value }))}
                    columns={[
                      { title: t('processes.paramName'), dataIndex: 'name', width: 180 },
                      // The values this run was given, not the process's defaults.
                      { title: t('tasks.paramValue'), dataIndex: 'value' },
                    ]}
                    locale={{ emptyText: t('processes.noParameters') }}
                  />
                  <h4 style={{ margin: '16px 0 8px' }}>{t('fields.businessValues')}</h4>
                  <Table
                    size="small"
                    rowKey="key"
                    pagination={false}
                    dataSource={d.fields}
                    data-testid="task-business-fields"
                    columns={[
                      { title: t('fields.name'), dataIndex: 'name', width: 180 },
                      { title: t('fields.key'), dataIndex: 'key', width: 140 },
                      // Passwords arrive masked.
                      { title: t('fields.businessValue'), dataIndex: 'value' },
                    ]}
                    locale={{ emptyText: t('fields.noBusinessValues') }}
                  />
                </>
              ),
            },
            {
              key: 'logs',
              label: `${t('tasks.logs')} (${d.logCount})`,
              children: (
                <>
                  <Flex gap={8} wrap style={{ marginBottom: 8 }}>
                    <Input.Search
                      allowClear
                      placeholder={t('tasks.logSearch')}
                      style={{ maxWidth: 280 }}
                      onSearch={(v) => {
                        setText(v.trim());
                        setLogPage(1);
                      }}
                      data-testid="task-log-search"
                    />
                    <Select
                      allowClear
                      placeholder={t('tasks.logLevel')}
                      style={{ width: 120 }}
                      value={level}
                      onChange={(v) => {
                        setLevel(v);
                        setLogPage(1);
                      }}
                      options={[
                        { value: 'info', label: t('tasks.level_info') },
                        { value: 'error', label: t('tasks.level_error') },
                      ]}
                    />
                  </Flex>
                  <List<TaskLogLine>
                    size="small"
                    bordered
                    dataSource={logs.data?.records ?? []}
                    locale={{ emptyText: t('tasks.noLogs') }}
                    data-testid="task-logs"
                    renderItem={(l) => (
                      <List.Item style={{ fontFamily: 'monospace', fontSize: 12 }}>
                        <Typography.Text type={l.level === 'error' ? 'danger' : undefined}>
                          {l.seq}. {showTime(l.time, 'clock')} {l.text}
                        </Typography.Text>
                      </List.Item>
                    )}
                    pagination={{
                      current: logPage,
                      pageSize: 50,
                      total: logs.data?.total ?? 0,
                      onChange: setLogPage,
                      size: 'small',
                    }}
                  />
                </>
              ),
            },
            {
              key: 'files',
              label: `${t('tasks.files')} (${d.files.length})`,
              children: d.files.length ? (
                <List
                  size="small"
                  dataSource={d.files}
                  renderItem={(f) => (
                    <List.Item
                      actions={[
                        <Button
                          key="dl"
                          type="link"
                          icon={<DownloadOutlined />}
                          onClick={() => void download(f.id, f.name)}
                          data-testid={`task-file-${f.name}`}
                        >
                          {t('common.download')}
                        </Button>,
                      ]}
                    >
                      {f.name} · {formatSize(f.size)}
                    </List.Item>
                  )}
                />
              ) : (
                <Empty description={t('tasks.noFiles')} />
              ),
            },
            {
              key: 'recordings',
              label: `${t('tasks.recordings')} (${d.recordings.length})`,
              children: d.recordings.length ? (
                d.recordings.map((r) => <Recording key={r.id} id={r.id} name={r.name} />)
              ) : (
                <Empty description={t('tasks.noRecordings')} />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
