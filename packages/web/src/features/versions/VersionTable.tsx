import {
  allowedVersionActions,
  type ProcessDetail,
  type VersionAction,
  type VersionRow,
} from '@rpa/contracts';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadPackage, listVersions, processKeys } from '../../api/processes';
import { refusable } from '../../api/refusable';
import { Access } from '../../app/access';
import { useSession } from '../../app/session/store';
import { type ListColumn, ListTable, useListQuery } from '../../components/crud';
import { formatSize } from '../../components/text';
import { saveBlob } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { StatusTag } from '../processes/StatusTag';
import { useProcessActions } from '../processes/useProcessActions';
import { PUBLISH_PATH, time } from './shared';

type ListView = 'dev' | 'owner' | 'manager';

/** Where each identity's version buttons are granted (menu catalogue ids). */
const MENUS = {
  dev: { steps: Access.processList.dev, download: Access.versions.dev },
  owner: { steps: Access.processList.owner, download: Access.versions.owner },
  manager: { steps: undefined, download: undefined },
} as const;

/** The button permission each version step needs. */
const BUTTON: Record<VersionAction, string> = {
  publish: 'publish',
  withdraw: 'withdraw',
  delete: 'delete',
  approve: 'approve',
  reject: 'reject',
  back: 'back',
};

/**
 * A process's versions: status, the owner's last reason, size, dates; the
 * steps the shared lifecycle rules allow this caller (publish, withdraw,
 * delete for its developer; approve, return, reject for its owner) and the
 * package download, each by button permission.
 */
export function VersionTable({
  view,
  process,
  onProcessDeleted,
}: {
  view: ListView;
  process: ProcessDetail;
  onProcessDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSession((s) => s.menu?.user.id);
  const steps = useButtons(MENUS[view].steps);
  const download = useButtons(MENUS[view].download);
  const actions = useProcessActions(view);
  const list = useListQuery<object, VersionRow>({
    keys: processKeys,
    name: `versions-${view}-${process.id}`,
    fetch: ({ page, size }) => listVersions(view, process.id, page, size),
  });

  const allowed = (v: VersionRow) =>
    MENUS[view].steps === undefined
      ? []
      : allowedVersionActions({
          version: v,
          isDeveloper: view === 'dev' && process.developer?.id === me,
          isOwner: view === 'owner' && process.owner?.id === me,
          otherPending: process.pendingVersionId !== null && process.pendingVersionId !== v.id,
        }).filter((a) => steps.allows(BUTTON[a]));

  const step = (v: VersionRow, a: VersionAction) => {
    const label = {
      publish: t('processes.publish'),
      withdraw: t('processes.withdraw'),
      delete: t('versions.delete'),
      approve: t('processes.approve'),
      reject: t('processes.reject'),
      back: t('processes.back'),
    }[a];
    const onClick = {
      publish: () => navigate(`${PUBLISH_PATH}?id=${process.id}&versionId=${v.id}`),
      withdraw: () => actions.open.withdraw(v.id, v.number),
      delete: () => actions.open.deleteVersion(v.id, v.number, (gone) => gone && onProcessDeleted?.()),
      approve: () => actions.open.approve(v.id, process.name, v.number),
      reject: () => actions.open.reason('reject', v.id),
      back: () => actions.open.reason('back', v.id),
    }[a];
    return (
      <Button
        key={a}
        type="link"
        size="small"
        danger={a === 'delete' || a === 'reject'}
        onClick={onClick}
        data-testid={`version-${a}-${v.number}`}
      >
        {label}
      </Button>
    );
  };

  const columns: ListColumn<VersionRow>[] = [
    { title: t('versions.number'), dataIndex: 'number', width: 100 },
    {
      title: t('versions.status'),
      key: 'status',
      width: 170,
      render: (_, v) => (
        <Space size={4}>
          <StatusTag status={v.status} />
          {!v.active && <Tag>{t('versions.inactive')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('versions.lastReason'),
      key: 'reason',
      width: 240,
      ellipsis: { showTitle: false },
      render: (_, v) =>
        v.lastRecord?.reason ? (
          <Tooltip title={v.lastRecord.reason}>
            <span data-testid={`version-reason-${v.number}`}>
              {t(`versions.record_${v.lastRecord.type}`)}: {v.lastRecord.reason}
            </span>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    {
      title: t('versions.introduction'),
      dataIndex: 'introduction',
      width: 200,
      ellipsis: true,
      render: (s: string) => s || '-',
    },
    { title: t('versions.size'), dataIndex: 'size', width: 90, render: formatSize },
    {
      title: t('versions.runtime'),
      key: 'runtime',
      width: 150,
      ellipsis: true,
      render: (_, v) => `${v.runtime} · ${v.entry}`,
    },
    { title: t('versions.createdAt'), dataIndex: 'createdAt', width: 150, render: time },
    { title: t('versions.releasedAt'), dataIndex: 'releasedAt', width: 150, render: time },
    { title: t('versions.lastRun'), dataIndex: 'lastRunAt', width: 150, render: time },
    { title: t('versions.dispatchCount'), dataIndex: 'dispatchCount', width: 90 },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      render: (_, v) => (
        <Space size={0} wrap>
          {allowed(v).map((a) => step(v, a))}
          {MENUS[view].download !== undefined && download.allows('download') && view !== 'manager' && (
            <Button
              type="link"
              size="small"
              onClick={() =>
                void refusable(async () =>
                  saveBlob(await downloadPackage(view, v.id), `${process.name}-${v.number}.zip`),
                )
              }
            >
              {t('versions.download')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListTable<VersionRow, object>
        list={list}
        columns={columns}
        rowKey="id"
        scrollX={1700}
        tableProps={{ size: 'small' }}
      />
      {actions.dialogs}
    </>
  );
}
