import type { UserProcessDetail, UserProcessRow } from '@rpa/contracts';
import { processListQuery } from '@rpa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportProcesses,
  listUserProcesses,
  type ProcessQuery,
  processKeys,
  userProcessDetail,
} from '../../api/processes';
import {
  ExportButton,
  type ListColumn,
  ListPage,
  rowActionsColumn,
  TextFilter,
  useListQuery,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { keywordsColumn } from './columns';
import { RunDialog, type Runnable } from './dialogs/RunDialog';
import { RunLocallyDialog } from './dialogs/RunLocallyDialog';
import { FlowChartDialog, HelperDialog, UsageDialog } from './dialogs/SmallDialogs';
import { processFetchFailed } from './fetchFailed';
import { RUN_RECORDS } from './view';

type Dialog = 'run' | 'local' | 'flow' | 'help' | 'usage';

/** The published processes assigned to the user, each with run, run locally, help, usage and flow chart. */
export default function UserProcessListPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const list = useListQuery<ProcessQuery, UserProcessRow>({
    keys: processKeys,
    name: 'user',
    fetch: listUserProcesses,
  });
  const [open, setOpen] = useState<{ dialog: Dialog; p: UserProcessDetail } | null>(null);

  const show = async (dialog: Dialog, id: number) => {
    try {
      setOpen({ dialog, p: await userProcessDetail(id, { silent: true }) });
    } catch (err) {
      processFetchFailed(t, err);
    }
  };
  const runnable = (p: UserProcessDetail): Runnable => ({
    id: p.id,
    name: p.name,
    version: p.version,
    parameters: p.parameters,
  });
  const the = (d: Dialog) => (open?.dialog === d ? open.p : null);

  const columns: ListColumn<UserProcessRow>[] = [
    {
      title: t('processes.name'),
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
      filter: {
        input: <TextFilter field={processListQuery.shape.name} width={160} />,
      },
    },
    { title: t('processes.releasedVersion'), dataIndex: 'version', width: 110 },
    { title: t('processes.introduction'), dataIndex: 'introduction', width: 260, ellipsis: true },
    keywordsColumn<UserProcessRow>(t),
    {
      title: t('processes.owner'),
      dataIndex: 'owner',
      width: 110,
      render: (o: UserProcessRow['owner']) => o?.realName ?? '-',
    },
    { title: t('processes.dispatchCount'), dataIndex: 'dispatchCount', width: 90 },
    {
      title: t('processes.lastRun'),
      dataIndex: 'lastRunAt',
      width: 160,
      render: (v: string | null) => (v ? showTime(v, 'minute') : '-'),
    },
    rowActionsColumn(
      t,
      330,
      (p) => [
        {
          key: 'run',
          label: t('processes.run'),
          shown: allows('run'),
          onClick: () => void show('run', p.id),
          testId: `process-run-${p.name}`,
        },
        {
          key: 'local',
          label: t('processes.runLocal'),
          shown: allows('runLocal'),
          onClick: () => void show('local', p.id),
        },
        {
          key: 'flow',
          label: t('processes.flow'),
          onClick: () => void show('flow', p.id),
          testId: `process-flow-${p.name}`,
        },
        { key: 'help', label: t('processes.helper'), onClick: () => void show('help', p.id) },
        { key: 'usage', label: t('processes.usage'), onClick: () => void show('usage', p.id) },
      ],
      { inline: 5 },
    ),
  ];

  const usage = the('usage');
  return (
    <ListPage<UserProcessRow, ProcessQuery>
      title={t('processes.myTitle')}
      list={list}
      columns={columns}
      scrollX={1400}
      testId="my-processes"
      toolbar={
        allows('export') && (
          <ExportButton
            formats={['xlsx', 'csv']}
            title={t('processes.exportTitle')}
            fileName={t('processes.fileName')}
            run={(format, onProgress) => exportProcesses('user', { ...list.filters, format }, onProgress)}
          />
        )
      }
    >
      <RunDialog
        process={the('run') && runnable(the('run') as UserProcessDetail)}
        recordsPath={RUN_RECORDS.user}
        onClose={() => setOpen(null)}
      />
      <RunLocallyDialog
        process={the('local') && runnable(the('local') as UserProcessDetail)}
        onClose={() => setOpen(null)}
      />
      <FlowChartDialog
        name={the('flow')?.name ?? ''}
        flow={the('flow')?.flow ?? null}
        onClose={() => setOpen(null)}
      />
      <HelperDialog
        name={the('help')?.name ?? ''}
        help={the('help') ? (the('help') as UserProcessDetail).help : null}
        onClose={() => setOpen(null)}
      />
      <UsageDialog
        usage={
          usage && {
            name: usage.name,
            version: usage.version,
            dispatchCount: usage.dispatchCount,
            lastRunAt: usage.lastRunAt,
          }
        }
        onClose={() => setOpen(null)}
      />
    </ListPage>
  );
}
