import { CopyOutlined } from '@ant-design/icons';
import {
  MACHINE_KEY_NAME_MAX,
  type MachineKeyCreated,
  type MachineKeyRow,
  machineKeyFields,
} from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMachineKey, listMachineKeys, machineKeyKeys, revokeMachineKey } from '../../api/robots';
import { useNarrow } from '../../app/shell/useWidth';
import {
  AddButton,
  actionsColumn,
  FormDialog,
  RefreshButton,
  useConfirmAction,
  useFittedColumns,
} from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { useFieldRules } from '../../components/rules';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';

const time = (v: string | null) => showTime(v, 'second');

/**
 * Machine keys (docs/robot-protocol.md, "Authentication and registration"):
 * a manager creates one for a department he manages, copies it once, and
 * revokes it when it should register no more robots.
 */
export default function MachineKeysPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { allows } = useButtons();
  const narrow = useNarrow();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<MachineKeyCreated | null>(null);
  const keys = useQuery({ queryKey: machineKeyKeys.all, queryFn: listMachineKeys });
  const refresh = () => void client.invalidateQueries({ queryKey: machineKeyKeys.all });
  const confirm = useConfirmAction([machineKeyKeys.all]);

  const revoke = (k: MachineKeyRow) =>
    confirm({
      title: t('machineKeys.revokeTitle'),
      content: t('machineKeys.revokeConfirm', { name: k.name }),
      okText: t('machineKeys.revoke'),
      okTestId: 'machine-key-revoke-ok',
      danger: true,
      success: t('machineKeys.revokedDone'),
      run: () => revokeMachineKey(k.id),
    });

  const columns: ColumnsType<MachineKeyRow> = [
    { title: t('machineKeys.name'), dataIndex: 'name', width: 180, ellipsis: true },
    { title: t('machineKeys.department'), dataIndex: 'departmentName', width: 160, ellipsis: true },
    {
      title: t('machineKeys.prefix'),
      dataIndex: 'prefix',
      width: 140,
      render: (p: string) => <Typography.Text code>{p}…</Typography.Text>,
    },
    { title: t('machineKeys.createdBy'), dataIndex: 'createdBy', width: 110 },
    { title: t('machineKeys.createdAt'), dataIndex: 'createdAt', width: 170, render: time },
    {
      title: t('machineKeys.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      width: 170,
      render: (v: string | null) => time(v) || t('machineKeys.never'),
    },
    {
      title: t('machineKeys.state'),
      key: 'state',
      width: 110,
      render: (_, k) =>
        k.revokedAt ? (
          <Tag
            data-testid={`machine-key-state-${k.name}`}
            title={t('machineKeys.revokedBy', { who: k.revokedBy, at: time(k.revokedAt) })}
          >
            {t('machineKeys.revoked')}
          </Tag>
        ) : (
          <Tag color="green" data-testid={`machine-key-state-${k.name}`}>
            {t('machineKeys.active')}
          </Tag>
        ),
    },
  ];
  if (allows('revoke')) {
    columns.push(
      actionsColumn(t, 90, (k) =>
        k.revokedAt ? null : (
          <Button
            type="link"
            size="small"
            danger
            data-testid={`machine-key-revoke-${k.name}`}
            onClick={() => revoke(k)}
          >
            {t('machineKeys.revoke')}
          </Button>
        ),
      ),
    );
  }

  const fitted = useFittedColumns(columns);
  return (
    <Card
      title={t('machineKeys.title')}
      extra={
        <Flex gap={8}>
          {allows('add') && (
            <AddButton data-testid="machine-key-add" onClick={() => setAdding(true)}>
              {narrow ? null : t('machineKeys.add')}
            </AddButton>
          )}
          <RefreshButton onClick={refresh} loading={keys.isFetching} />
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('machineKeys.intro')}</Typography.Paragraph>
      <Table<MachineKeyRow>
        rowKey="id"
        size="middle"
        columns={fitted}
        dataSource={keys.data ?? []}
        loading={keys.isFetching && !keys.data}
        scroll={{ x: 1130 }}
        locale={{ emptyText: t('common.empty') }}
        pagination={false}
      />
      <AddKeyDialog open={adding} onClose={() => setAdding(false)} onCreated={setCreated} />
      {/* Unmounted once closed: the key leaves the page with it. */}
      {created && <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />}
    </Card>
  );
}

function AddKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (k: MachineKeyCreated) => void;
}) {
  const { t } = useTranslation();
  const rule = useFieldRules(machineKeyFields);
  const [form] = Form.useForm<{ name: string; departmentId: number }>();
  return (
    <FormDialog<{ name: string; departmentId: number }, MachineKeyCreated>
      open={open}
      title={t('machineKeys.addTitle')}
      form={form}
      save={(v) => addMachineKey({ name: v.name.trim(), departmentId: v.departmentId })}
      savedMessage={t('machineKeys.createdTitle')}
      invalidates={[machineKeyKeys.all]}
      onSaved={onCreated}
      onClose={onClose}
      okTestId="machine-key-add-ok"
    >
      <Form.Item name="name" label={t('machineKeys.name')} required rules={rule('name')}>
        <Input data-testid="machine-key-name" maxLength={MACHINE_KEY_NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="departmentId"
        label={t('machineKeys.department')}
        rules={[{ required: true, message: t('machineKeys.departmentRequired') }]}
      >
        <DepartmentSelect data-testid="machine-key-department" style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}

/** The new key, this once: copy it before closing. */
function CreatedKeyDialog({ created, onClose }: { created: MachineKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Modal
      open
      destroyOnHidden
      title={t('machineKeys.createdTitle')}
      onCancel={close}
      maskClosable={false}
      footer={
        <Button type="primary" data-testid="machine-key-created-done" onClick={close}>
          {t('machineKeys.done')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Alert
          type="warning"
          showIcon
          message={t('machineKeys.createdWarning', { department: created?.departmentName ?? '' })}
        />
        <Flex gap={8} align="center">
          <Typography.Text code data-testid="machine-key-value" style={{ wordBreak: 'break-all' }}>
            {created?.key}
          </Typography.Text>
          <Button
            icon={<CopyOutlined />}
            data-testid="machine-key-copy"
            onClick={() =>
              void navigator.clipboard?.writeText(created?.key ?? '').then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('machineKeys.copied') : t('machineKeys.copy')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
