import { type ApplicationRow, toLang, WEBHOOKS_PER_APPLICATION, type WebhookRow } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Modal, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listWebhooks, webhookKeys } from '../../../api/webhooks';
import { AddButton, RefreshButton, rowActionsColumn, useFittedColumns } from '../../../components/crud';
import { useButtons } from '../../auth/buttons';
import { DeliveriesDialog } from './DeliveriesDialog';
import { type ShownSigningSecret, SigningSecretDialog } from './SigningSecretDialog';
import { useWebhookActions } from './useWebhookActions';
import { WebhookFormDrawer } from './WebhookFormDrawer';
import { webhookColumns } from './webhookColumns';

interface Props {
  /** The application whose endpoints are shown; null: closed. */
  application: ApplicationRow | null;
  onClose(): void;
}

/** An application's webhook endpoints (docs/open-api.md, "Webhooks"): add, edit, rotate, delete, deliveries. */
export function WebhooksDialog({ application, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={application !== null}
      title={application ? t('webhooks.title', { name: application.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={1200}
      destroyOnHidden
      modalRender={(dialog) => <div data-testid="webhooks-dialog">{dialog}</div>}
    >
      {application && <Webhooks applicationId={application.id} />}
    </Modal>
  );
}

function Webhooks({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation();
  const { allows } = useButtons();
  const query = useQuery({
    queryKey: webhookKeys.list(applicationId),
    queryFn: () => listWebhooks(applicationId),
  });
  const [editing, setEditing] = useState<WebhookRow | 'new' | null>(null);
  const [shown, setShown] = useState<ShownSigningSecret | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookRow | null>(null);
  const actions = useWebhookActions({
    canEdit: allows('edit'),
    canRotate: allows('reset'),
    onDeliveries: setDeliveriesOf,
    onEdit: setEditing,
    onRotated: (webhook) => setShown({ webhook, reason: 'rotated' }),
  });
  const columns = useFittedColumns([
    ...webhookColumns(t, toLang(i18n.language)),
    rowActionsColumn(t, 320, actions, { inline: 4 }),
  ]);
  const rows = query.data ?? [];
  const full = rows.length >= WEBHOOKS_PER_APPLICATION;

  return (
    <>
      <Typography.Paragraph type="secondary">{t('webhooks.intro')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {allows('edit') && (
          <Tooltip title={full ? t('webhooks.limitReached', { max: WEBHOOKS_PER_APPLICATION }) : undefined}>
            <AddButton disabled={full} onClick={() => setEditing('new')} data-testid="webhooks-add">
              {t('webhooks.add')}
            </AddButton>
          </Tooltip>
        )}
        <RefreshButton
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          data-testid="webhooks-refresh"
        />
      </Flex>
      <Table<WebhookRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isPending}
        pagination={false}
        scroll={{ x: 1400 }}
        locale={{ emptyText: t('webhooks.empty') }}
      />
      <WebhookFormDrawer
        applicationId={applicationId}
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(webhook) => setShown({ webhook, reason: 'created' })}
      />
      {/* Unmounted once closed: the secret leaves the page with it. */}
      {shown && <SigningSecretDialog shown={shown} onClose={() => setShown(null)} />}
      <DeliveriesDialog
        webhook={deliveriesOf}
        canReplay={allows('edit')}
        onClose={() => setDeliveriesOf(null)}
      />
    </>
  );
}
