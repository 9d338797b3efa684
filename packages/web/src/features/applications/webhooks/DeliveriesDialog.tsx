import { RedoOutlined } from '@ant-design/icons';
import { type DeliveryRow, toLang, type WebhookRow } from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../../api/refusable';
import { type DeliveryQuery, listDeliveries, replayDeliveries, webhookKeys } from '../../../api/webhooks';
import { notify } from '../../../app/notify';
import {
  ListTable,
  RefreshButton,
  useConfirmAction,
  useListQuery,
  useSelection,
} from '../../../components/crud';
import { deliveryColumns } from './deliveryColumns';

interface Props {
  /** The endpoint whose deliveries are shown; null: closed. */
  webhook: WebhookRow | null;
  canReplay: boolean;
  onClose(): void;
}

/** An endpoint's deliveries, newest first, with the failed ones sent again on request. */
export function DeliveriesDialog({ webhook, canReplay, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={webhook !== null}
      title={webhook ? t('webhooks.deliveriesTitle', { url: webhook.url }) : ''}
      onCancel={onClose}
      footer={null}
      width={1200}
      destroyOnHidden
      modalRender={(dialog) => <div data-testid="webhook-deliveries">{dialog}</div>}
    >
      {webhook && <Deliveries webhook={webhook} canReplay={canReplay} />}
    </Modal>
  );
}

function Deliveries({ webhook, canReplay }: { webhook: WebhookRow; canReplay: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const list = useListQuery<DeliveryQuery, DeliveryRow>({
    keys: webhookKeys,
    name: `deliveries-${webhook.id}`,
    fetch: (q) => listDeliveries({ ...q, webhookId: webhook.id }),
  });
  // Only a failed delivery can be sent again.
  const selection = useSelection<DeliveryRow>((d) => d.messageId, { disabled: (d) => d.state !== 'failed' });
  const confirm = useConfirmAction([webhookKeys.all]);
  const [busy, setBusy] = useState(false);
  const replayed = ({ replayed: count }: { replayed: number }) => t('webhooks.replayed', { count });

  const replaySelected = () =>
    refusable(async () => {
      const result = await replayDeliveries(webhook.id, selection.selected);
      selection.clear();
      notify.success(replayed(result));
      await client.invalidateQueries({ queryKey: webhookKeys.all });
    }, setBusy);

  const replayFailed = () =>
    confirm({
      title: t('webhooks.replayTitle'),
      content: t('webhooks.replayConfirm'),
      okText: t('webhooks.replayFailed'),
      okTestId: 'webhook-replay-failed-ok',
      run: async () => {
        const result = await replayDeliveries(webhook.id);
        selection.clear();
        return result;
      },
      success: replayed,
    });

  const toolbar = (
    <>
      <RefreshButton
        loading={list.query.isFetching}
        onClick={() => void list.query.refetch()}
        data-testid="webhook-deliveries-refresh"
      />
      {canReplay && (
        <>
          <Button
            icon={<RedoOutlined />}
            disabled={selection.selected.length === 0}
            loading={busy}
            onClick={() => void replaySelected()}
            data-testid="webhook-replay-selected"
          >
            {t('webhooks.replaySelected')}
          </Button>
          <Button onClick={replayFailed} data-testid="webhook-replay-failed">
            {t('webhooks.replayFailed')}
          </Button>
        </>
      )}
    </>
  );

  return (
    <ListTable<DeliveryRow, DeliveryQuery>
      list={list}
      columns={deliveryColumns(t, toLang(i18n.language))}
      scrollX={1300}
      tableProps={{ size: 'small' }}
      emptyText={t('webhooks.noDeliveries')}
      testId="webhook-deliveries"
      toolbar={toolbar}
      rowSelection={canReplay ? selection.rowSelection : undefined}
    />
  );
}
