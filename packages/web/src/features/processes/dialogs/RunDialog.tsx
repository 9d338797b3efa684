import {
  type PriorityValue,
  type ProcessParameter,
  type RobotWarning,
  type TaskDetail,
  validateRunParameters,
} from '@rpa/contracts';
import { Alert, Button, Form, Input, Modal, Segmented, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { runProcess } from '../../../api/processes';
import { refusable } from '../../../api/refusable';
import { ErrorNote } from '../../../components/ErrorNote';
import { defaults, issueText } from '../view';

export interface Runnable {
  id: number;
  name: string;
  version: string | null;
  parameters: ProcessParameter[];
}

/**
 * The run dialog: a field per process parameter, checked with the shared
 * rules (every required one filled, file names without spaces or special
 * characters) before the task is created; the server checks the same.
 */
export function RunDialog({
  process,
  recordsPath,
  onClose,
}: {
  process: Runnable | null;
  /** The caller's run-record screen, offered once the task exists. */
  recordsPath?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Record<string, string>>();
  const [priority, setPriority] = useState<PriorityValue>('normal');
  const [issues, setIssues] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<(TaskDetail & RobotWarning) | null>(null);

  useEffect(() => {
    if (!process) return;
    form.setFieldsValue(defaults(process.parameters));
    setIssues([]);
    setCreated(null);
    setPriority('normal');
  }, [process, form]);

  const submit = async () => {
    if (!process) return;
    const values = Object.fromEntries(
      Object.entries(form.getFieldsValue(true) as Record<string, unknown>).map(([k, v]) => [
        k,
        v == null ? '' : String(v),
      ]),
    );
    const found = validateRunParameters(process.parameters, values).map((i) => issueText(t, i));
    setIssues(found);
    if (found.length) return;
    await refusable(async () => {
      setCreated(await runProcess({ processId: process.id, parameters: values, priority }));
    }, setSaving);
  };

  const field = (p: ProcessParameter) => {
    if (p.type === 'boolean') {
      // Yes/No in the reader's language; the value sent stays 'true'/'false', and clearing it leaves it unset.
      return (
        <Select
          options={[
            { value: 'true', label: t('common.yes') },
            { value: 'false', label: t('common.no') },
          ]}
          allowClear
          data-testid={`run-param-${p.name}`}
        />
      );
    }
    return <Input allowClear placeholder={p.help || undefined} data-testid={`run-param-${p.name}`} />;
  };

  return (
    <Modal
      open={!!process}
      title={process ? t('processes.runTitle', { name: process.name }) : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={
        created
          ? [
              recordsPath && (
                <Button key="records" onClick={() => navigate(recordsPath)}>
                  {t('processes.runRecords')}
                </Button>
              ),
              <Button key="close" type="primary" onClick={onClose}>
                {t('common.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('common.cancel')}
              </Button>,
              <Button
                key="run"
                type="primary"
                loading={saving}
                onClick={() => void submit()}
                data-testid="run-submit"
              >
                {t('processes.runSubmit')}
              </Button>,
            ]
      }
    >
      {process && created && (
        <Alert
          type="success"
          showIcon
          title={t('processes.runStarted', { id: created.id })}
          data-testid="run-created"
        />
      )}
      {process && created?.robotWarning && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={created.robotWarning}
          data-testid="run-robot-warning"
        />
      )}
      {process && !created && (
        <>
          {process.version && (
            <Typography.Paragraph type="secondary">
              {t('processes.runVersion', { version: process.version })}
            </Typography.Paragraph>
          )}
          <ErrorNote
            problem={issues.length > 0 && issues.map((i) => <div key={i}>{i}</div>)}
            style={{ marginBottom: 12 }}
            testId="run-issues"
          />
          <Form form={form} layout="vertical">
            {process.parameters.length === 0 && (
              <Typography.Paragraph>{t('processes.noParameters')}</Typography.Paragraph>
            )}
            {process.parameters.map((p) => (
              <Form.Item
                key={p.name}
                name={p.name}
                label={p.description ? `${p.description} (${p.name})` : p.name}
                required={p.required}
                extra={p.help || undefined}
              >
                {field(p)}
              </Form.Item>
            ))}
            <Form.Item label={t('processes.priority')}>
              <Segmented<PriorityValue>
                value={priority}
                onChange={setPriority}
                options={[
                  { value: 'urgent', label: t('processes.priorityUrgent') },
                  { value: 'normal', label: t('processes.priorityNormal') },
                  { value: 'low', label: t('processes.priorityLow') },
                ]}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
