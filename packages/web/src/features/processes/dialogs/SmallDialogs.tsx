import type { UserOption, VersionRow } from '@rpa/contracts';
import { PROCESS_LIMITS, processesApi } from '@rpa/contracts';
import { type ButtonProps, Descriptions, Form, Input, Modal, Table, Transfer, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../../api/refusable';
import { useFieldRules } from '../../../components/rules';
import { showTime } from '../../../components/time';
import { validated } from '../../../components/validated';
import { FlowChart, type FlowGraph } from '../FlowChart';
import { StatusTag } from '../StatusTag';

/** The process's help text. */
export function HelperDialog({
  name,
  help,
  onClose,
}: {
  name: string;
  help: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={help !== null} title={`${t('processes.helper')} · ${name}`} onCancel={onClose} footer={null}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {help || t('processes.noHelp')}
      </Typography.Paragraph>
    </Modal>
  );
}

/** The business flow drawn as a graph, with zoom and pan. */
export function FlowChartDialog({
  name,
  flow,
  onClose,
}: {
  name: string;
  flow: FlowGraph | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={flow !== null}
      title={`${t('processes.flow')} · ${name}`}
      onCancel={onClose}
      footer={null}
      width={900}
    >
      <FlowChart flow={flow} height={520} />
    </Modal>
  );
}

/** What the usage dialog shows: how often and when the process ran, by version where known. */
export interface Usage {
  name: string;
  version: string | null;
  dispatchCount: number;
  lastRunAt: string | null;
  users?: number;
  versions?: VersionRow[];
}

/** How often and when the process ran, and each version's share. */
export function UsageDialog({ usage, onClose }: { usage: Usage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const time = (v: string | null) => showTime(v, 'minute');
  return (
    <Modal
      open={!!usage}
      title={usage ? t('processes.usageTitle', { name: usage.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={640}
    >
      {usage && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('processes.releasedVersion')}>
              {usage.version ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('processes.dispatchCount')}>{usage.dispatchCount}</Descriptions.Item>
            <Descriptions.Item label={t('processes.lastRun')}>{time(usage.lastRunAt)}</Descriptions.Item>
            {usage.users !== undefined && (
              <Descriptions.Item label={t('processes.users')}>{usage.users}</Descriptions.Item>
            )}
          </Descriptions>
          {usage.versions && (
            <Table<VersionRow>
              style={{ marginTop: 16 }}
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={usage.versions}
              scroll={{ x: 480, y: 260 }}
              locale={{ emptyText: t('common.empty') }}
              columns={[
                { title: t('versions.number'), dataIndex: 'number', width: 100 },
                {
                  title: t('versions.status'),
                  dataIndex: 'status',
                  width: 130,
                  render: (_: unknown, v: VersionRow) =>
                    v.active ? <StatusTag status={v.status} /> : t('versions.inactive'),
                },
                { title: t('versions.dispatchCount'), dataIndex: 'dispatchCount', width: 90 },
                { title: t('versions.lastRun'), dataIndex: 'lastRunAt', width: 150, render: time },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}

export function ReasonDialog({
  title,
  open,
  onSubmit,
  onClose,
}: {
  title: string;
  open: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const rule = useFieldRules(processesApi.reject.input);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      confirmLoading={busy}
      onOk={() =>
        void validated(form).then(async (v) => {
          if (!v) return;
          const { reason } = v;
          await refusable(async () => {
            await onSubmit(reason.trim());
            onClose();
          }, setBusy);
        })
      }
      okButtonProps={{ 'data-testid': 'reason-ok' } as ButtonProps}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('processes.reason')} required rules={rule('reason')}>
          <Input.TextArea
            rows={4}
            maxLength={PROCESS_LIMITS.REASON_MAX}
            showCount
            data-testid="reason-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The users who may run the process (owner). */
export function AssignDialog({
  open,
  name,
  options,
  assigned,
  onSave,
  onClose,
}: {
  open: boolean;
  name: string;
  options: UserOption[];
  assigned: number[];
  onSave: (ids: number[]) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<number[]>(assigned);
  const [busy, setBusy] = useState(false);
  useEffect(() => setKeys(assigned), [assigned]);
  return (
    <Modal
      open={open}
      title={`${t('processes.assign')} · ${name}`}
      onCancel={onClose}
      width={680}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'assign-ok' } as ButtonProps}
      onOk={async () => {
        await refusable(async () => {
          await onSave(keys);
          onClose();
        }, setBusy);
      }}
    >
      <Typography.Paragraph type="secondary">{t('processes.assignHint')}</Typography.Paragraph>
      <Transfer
        dataSource={options.map((o) => ({
          key: o.id,
          title: `${o.realName} (${o.account})`,
          description: o.departmentName,
        }))}
        targetKeys={keys}
        onChange={(next) => setKeys(next.map(Number))}
        render={(item) => item.title}
        showSearch
        listStyle={{ width: '100%', height: 300 }}
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
