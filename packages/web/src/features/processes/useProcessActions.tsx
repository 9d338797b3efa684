import type { ProcessDetail, UserOption } from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignableUsers,
  assignUsers,
  auditVersion,
  deleteVersion,
  downloadPackage,
  listVersions,
  processDetail,
  processKeys,
  withdrawVersion,
} from '../../api/processes';
import { refusable } from '../../api/refusable';
import { Access } from '../../app/access';
import { notify } from '../../app/notify';
import { useConfirmAction } from '../../components/crud';
import { saveBlob } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { RunDialog, type Runnable } from './dialogs/RunDialog';
import { RunLocallyDialog } from './dialogs/RunLocallyDialog';
import {
  AssignDialog,
  FlowChartDialog,
  HelperDialog,
  ReasonDialog,
  type Usage,
  UsageDialog,
} from './dialogs/SmallDialogs';
import { processFetchFailed } from './fetchFailed';
import { packageFileName, RUN_RECORDS } from './view';

type ListView = 'dev' | 'owner' | 'manager';

/**
 * The row actions every process screen of the developer, owner and manager
 * shares: each opens its dialog with what it needs, fetched on demand, and
 * refreshes the process queries afterwards. Renders the dialogs it opens.
 */
export function useProcessActions(view: ListView) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const confirm = useConfirmAction([processKeys.all]);
  // Package downloads are granted on the versions menu.
  const download = useButtons(view === 'dev' || view === 'owner' ? Access.versions[view] : undefined);
  const refresh = () => void client.invalidateQueries({ queryKey: processKeys.all });
  const [run, setRun] = useState<Runnable | null>(null);
  const [local, setLocal] = useState<(Runnable & { versionId: number | null }) | null>(null);
  const [flow, setFlow] = useState<ProcessDetail | null>(null);
  const [help, setHelp] = useState<ProcessDetail | null>(null);
  const [usage, setUsage] = useState<Usage | null>(null);
  const [reason, setReason] = useState<{ action: 'reject' | 'back'; versionId: number } | null>(null);
  const [assign, setAssign] = useState<{ p: ProcessDetail; options: UserOption[] } | null>(null);

  const detail = (id: number) => processDetail(view, id);
  const runnable = (p: ProcessDetail): Runnable => ({
    id: p.id,
    name: p.name,
    version: p.releasedVersion,
    parameters: p.parameters,
  });
  const versionsOf = async (id: number) => (await listVersions(view, id, 1, 100)).records;

  const open = {
    run: async (id: number) => {
      try {
        setRun(runnable(await processDetail(view, id, { silent: true })));
      } catch (err) {
        processFetchFailed(t, err);
      }
    },
    local: (id: number) =>
      refusable(async () => {
        const p = await detail(id);
        const released = (await versionsOf(id)).find((v) => v.number === p.releasedVersion);
        setLocal({ ...runnable(p), versionId: released?.id ?? null });
      }),
    flow: (id: number) => refusable(async () => setFlow(await detail(id))),
    help: (id: number) => refusable(async () => setHelp(await detail(id))),
    usage: (id: number) =>
      refusable(async () => {
        const [p, versions] = await Promise.all([detail(id), versionsOf(id)]);
        setUsage({
          name: p.name,
          version: p.releasedVersion,
          dispatchCount: p.dispatchCount,
          lastRunAt: p.lastRunAt,
          users: p.userCount,
          versions,
        });
      }),
    withdraw: (versionId: number, number: string) =>
      confirm({
        title: t('processes.withdraw'),
        content: t('processes.withdrawConfirm', { version: number }),
        run: () => withdrawVersion(versionId),
        success: t('processes.withdrawn'),
      }),
    approve: (versionId: number, name: string, number: string) =>
      confirm({
        title: t('processes.approve'),
        content: t('processes.approveConfirm', { name, version: number }),
        okTestId: 'approve-ok',
        run: () => auditVersion('approve', versionId),
        success: t('processes.approved'),
      }),
    reason: (action: 'reject' | 'back', versionId: number) => setReason({ action, versionId }),
    deleteVersion: (versionId: number, number: string, after?: (processDeleted: boolean) => void) =>
      confirm({
        title: t('versions.deleteTitle'),
        content: t('versions.deleteConfirm', { version: number }),
        danger: true,
        okTestId: 'delete-ok',
        run: async () => {
          const r = await deleteVersion(versionId);
          after?.(r.processDeleted);
          return r;
        },
        success: (r) => (r.processDeleted ? t('versions.processDeleted') : t('versions.deleted')),
      }),
    /** Deletes the newest version that may go (a version awaiting the owner must be withdrawn first). */
    deleteLatest: (id: number) =>
      refusable(async () => {
        const v = (await versionsOf(id)).find((x) => x.active && x.status !== 1);
        if (!v) notify.info(t('versions.nothingToDelete'));
        else open.deleteVersion(v.id, v.number);
      }),
    assign: (id: number) =>
      refusable(async () => {
        const [p, options] = await Promise.all([detail(id), assignableUsers()]);
        setAssign({ p, options });
      }),
  };

  const dialogs = (
    <>
      <RunDialog process={run} recordsPath={RUN_RECORDS[view]} onClose={() => setRun(null)} />
      <RunLocallyDialog
        process={local}
        onClose={() => setLocal(null)}
        onDownload={
          local?.versionId && view !== 'manager' && download.allows('download')
            ? () =>
                void refusable(async () =>
                  saveBlob(
                    await downloadPackage(view, local.versionId as number),
                    packageFileName(local.name, local.version),
                  ),
                )
            : undefined
        }
      />
      <FlowChartDialog name={flow?.name ?? ''} flow={flow?.flow ?? null} onClose={() => setFlow(null)} />
      <HelperDialog name={help?.name ?? ''} help={help ? help.help : null} onClose={() => setHelp(null)} />
      <UsageDialog usage={usage} onClose={() => setUsage(null)} />
      <ReasonDialog
        open={!!reason}
        title={reason?.action === 'reject' ? t('processes.reject') : t('processes.back')}
        onClose={() => setReason(null)}
        onSubmit={async (text) => {
          if (!reason) return;
          await auditVersion(reason.action, reason.versionId, text);
          notify.success(reason.action === 'reject' ? t('processes.rejected') : t('processes.returned'));
          refresh();
        }}
      />
      <AssignDialog
        open={!!assign}
        name={assign?.p.name ?? ''}
        options={assign?.options ?? []}
        assigned={assign?.p.users.map((u) => u.id) ?? []}
        onClose={() => setAssign(null)}
        onSave={async (ids) => {
          if (!assign) return;
          const assigned = await assignUsers(assign.p.id, ids);
          notify.success(t('processes.assigned'));
          if (assigned.robotWarning) notify.warning(assigned.robotWarning);
          refresh();
        }}
      />
    </>
  );
  return { open, dialogs, refresh, versionsOf };
}
