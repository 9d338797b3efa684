import type { WebhookRow, WebhookWithSecret } from '@rpa/contracts';
import { useTranslation } from 'react-i18next';
import { deleteWebhook, rotateWebhookSecret, webhookKeys } from '../../../api/webhooks';
import { type RowAction, useConfirmAction } from '../../../components/crud';

interface Options {
  /** Add, edit and delete (1801:edit). */
  canEdit: boolean;
  /** Rotate the signing secret (1801:reset). */
  canRotate: boolean;
  onDeliveries(webhook: WebhookRow): void;
  onEdit(webhook: WebhookRow): void;
  /** The new secret, to show once. */
  onRotated(webhook: WebhookWithSecret): void;
}

/** An endpoint's row actions; rotation and delete ask first. */
export function useWebhookActions({ canEdit, canRotate, onDeliveries, onEdit, onRotated }: Options) {
  const { t } = useTranslation();
  const confirm = useConfirmAction([webhookKeys.all]);

  const rotate = (w: WebhookRow) =>
    confirm({
      title: t('webhooks.rotateTitle'),
      content: t('webhooks.rotateConfirm', { url: w.url }),
      okText: t('webhooks.rotateSecret'),
      okTestId: 'webhook-rotate-ok',
      danger: true,
      run: async () => onRotated(await rotateWebhookSecret(w.id)),
    });
  const remove = (w: WebhookRow) =>
    confirm({
      title: t('webhooks.deleteTitle'),
      content: t('webhooks.deleteConfirm', { url: w.url }),
      okText: t('common.delete'),
      okTestId: 'webhook-delete-ok',
      danger: true,
      run: () => deleteWebhook(w.id),
      success: t('webhooks.deleted'),
    });

  return (w: WebhookRow): RowAction[] => [
    {
      key: 'deliveries',
      label: t('webhooks.deliveries'),
      onClick: () => onDeliveries(w),
      testId: `webhook-deliveries-${w.id}`,
    },
    {
      key: 'edit',
      label: t('common.edit'),
      shown: canEdit,
      onClick: () => onEdit(w),
      testId: `webhook-edit-${w.id}`,
    },
    {
      key: 'rotate',
      label: t('webhooks.rotateSecret'),
      shown: canRotate,
      onClick: () => rotate(w),
      testId: `webhook-rotate-${w.id}`,
    },
    {
      key: 'delete',
      label: t('common.delete'),
      danger: true,
      shown: canEdit,
      onClick: () => remove(w),
      testId: `webhook-delete-${w.id}`,
    },
  ];
}
