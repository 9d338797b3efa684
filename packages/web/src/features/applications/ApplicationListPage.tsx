import type { ApplicationRow } from '@rpa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApplicationQuery,
  applicationKeys,
  deleteApplications,
  listApplications,
  resetApplicationSecret,
} from '../../api/applications';
import {
  AddButton,
  DeleteSelectedButton,
  ListPage,
  rowActionsColumn,
  useConfirmAction,
  useConfirmDelete,
  useListQuery,
  useSelection,
} from '../../components/crud';
import { useButtons } from '../auth/buttons';
import { ApplicationFormDrawer } from './ApplicationFormDrawer';
import { applicationColumns } from './columns';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { WebhooksDialog } from './webhooks/WebhooksDialog';

/**
 * Applications (console-administration.md §2, §3, §5): the third parties
 * that call the open API, with search by name, AppKey and department, add
 * and edit in a drawer, a secret reset and delete after a confirmation. The
 * secret is shown once, after add or reset; the list shows only its prefix.
 * Each application's webhooks open in a dialog of their own.
 */
export default function ApplicationListPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const list = useListQuery<ApplicationQuery, ApplicationRow>({
    keys: applicationKeys,
    fetch: listApplications,
  });
  const selection = useSelection<ApplicationRow>((a) => a.name);
  const remove = useConfirmDelete({
    invalidates: [applicationKeys.all],
    texts: 'applications',
    okTestId: 'application-delete-ok',
    remove: deleteApplications,
    onDeleted: selection.drop,
  });
  const confirm = useConfirmAction([applicationKeys.all]);
  const [editing, setEditing] = useState<number | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [webhooksOf, setWebhooksOf] = useState<ApplicationRow | null>(null);

  const reset = (a: ApplicationRow) =>
    confirm({
      title: t('applications.resetTitle'),
      content: t('applications.resetConfirm', { name: a.name }),
      okText: t('applications.resetSecret'),
      okTestId: 'application-reset-ok',
      danger: true,
      run: async () => setShown({ application: await resetApplicationSecret(a.id), reason: 'reset' }),
    });

  // Webhooks need only the page itself (1801): its actions are checked inside.
  const columns = [
    ...applicationColumns(t),
    rowActionsColumn<ApplicationRow>(
      t,
      300,
      (a) => [
        {
          key: 'webhooks',
          label: t('webhooks.action'),
          onClick: () => setWebhooksOf(a),
          testId: `application-webhooks-${a.id}`,
        },
        {
          key: 'edit',
          label: t('common.edit'),
          shown: allows('edit'),
          onClick: () => setEditing(a.id),
          testId: `application-edit-${a.id}`,
        },
        {
          key: 'reset',
          label: t('applications.resetSecret'),
          shown: allows('reset'),
          onClick: () => reset(a),
          testId: `application-reset-${a.id}`,
        },
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          shown: allows('delete'),
          onClick: () => remove([a.id], a.name),
          testId: `application-delete-${a.id}`,
        },
      ],
      { inline: 4 },
    ),
  ];

  const toolbar = (
    <>
      {allows('add') && (
        <AddButton onClick={() => setEditing(0)} data-testid="applications-add">
          {t('applications.add')}
        </AddButton>
      )}
      {allows('delete') && (
        <DeleteSelectedButton
          selected={selection.selected}
          onClick={() => remove(selection.selected)}
          data-testid="applications-delete-selected"
        >
          {t('applications.deleteSelected')}
        </DeleteSelectedButton>
      )}
    </>
  );

  return (
    <ListPage<ApplicationRow, ApplicationQuery>
      title={t('applications.title')}
      intro={t('applications.intro')}
      list={list}
      columns={columns}
      scrollX={1500}
      emptyText={t('applications.empty')}
      testId="applications"
      toolbar={toolbar}
      rowSelection={allows('delete') ? selection.rowSelection : undefined}
    >
      <ApplicationFormDrawer
        applicationId={editing}
        onClose={() => setEditing(null)}
        onCreated={(application) => setShown({ application, reason: 'created' })}
      />
      {/* Unmounted once closed: the secret leaves the page with it. */}
      {shown && <SecretDialog shown={shown} onClose={() => setShown(null)} />}
      <WebhooksDialog application={webhooksOf} onClose={() => setWebhooksOf(null)} />
    </ListPage>
  );
}
