import { DownloadOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  LicenceCategory,
  type LicenceCategoryValue,
  type LicenceImportResult,
  type LicenceListQuery,
  type LicenceRow,
  LicenceStatus,
  type LicenceStatusValue,
} from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMenu } from '../../api/auth';
import { applyLicence, licenceKeys, listLicences } from '../../api/licences';
import { refusable } from '../../api/refusable';
import { Access } from '../../app/access';
import { notify } from '../../app/notify';
import { session } from '../../app/session/store';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { ChoiceSelect, type ListColumn, ListTable, RowActions, useListQuery } from '../../components/crud';
import { showTime } from '../../components/time';
import { saveBlob } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { CustomerNameDialog, DeleteLicenceDialog, ImportLicenceDialog } from './LicenceDialogs';
import { LicenceSummary } from './LicenceSummary';
import { usePlatformLicence } from './platform';
import { TransferRecords } from './TransferRecords';

/** The licence list's menu: its buttons also apply on the constant route /manager/license. */
const LICENCE_MENU = Access.licences;
const day = (v: string) => showTime(v, 'date');
const STATUS_COLOURS: Record<LicenceStatusValue, string> = {
  valid: 'green',
  invalid: 'red',
  machineCodeError: 'red',
  expired: 'default',
  notEffective: 'blue',
};

/**
 * Licences (console-administration.md §2-§5, §7): the machine code and seats
 * left per category, the licences by status with those due within 30 days
 * flagged, import (or import replacing a licence, moving its seats), the
 * request file for the vendor, the customer name, deletion after the login
 * password, and transfer records. Without a valid licence it opens on the
 * licence-expired notice.
 */
export default function LicencePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { allows } = useButtons(LICENCE_MENU);
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const [upload, setUpload] = useState<{ replaces?: string } | null>(null);
  const [renaming, setRenaming] = useState<LicenceRow | null>(null);
  const [deleting, setDeleting] = useState<LicenceRow | null>(null);
  const [applying, setApplying] = useState(false);

  const platform = usePlatformLicence();
  const list = useListQuery<LicenceListQuery, LicenceRow>({ keys: licenceKeys, fetch: listLicences });
  const refresh = () => void client.invalidateQueries({ queryKey: licenceKeys.all });

  const imported = (r: LicenceImportResult) => {
    notify.success(
      upload?.replaces
        ? t('licences.transferred', { sn: r.licence.licSn, moved: r.moved, failed: r.failed })
        : t('licences.imported', { sn: r.licence.licSn }),
    );
    setUpload(null);
    refresh();
    // The licence type (and with it the bell) may have changed: refresh the menu, as the server asks.
    const curIden = session.get().curIden;
    void userMenu(curIden)
      .then((m) => session.menuLoaded(m))
      .catch(() => {});
  };

  const apply = async () => {
    await refusable(async () => {
      saveBlob(await applyLicence(), `licence-request-${platform.data?.machineCode ?? 'rpa'}.json`);
      notify.success(t('licences.applied'));
    }, setApplying);
  };

  const columns: ListColumn<LicenceRow>[] = [
    {
      title: t('licences.licSn'),
      dataIndex: 'licSn',
      width: 230,
      fixed: narrow ? undefined : 'left',
      ellipsis: true,
      render: (sn: string) => (
        <span data-testid={`licence-${sn}`} title={sn}>
          {sn}
        </span>
      ),
    },
    {
      title: t('licences.custName'),
      dataIndex: 'custName',
      width: 220,
      ellipsis: true,
      render: (v: string, l) => <span data-testid={`licence-cust-${l.licSn}`}>{v}</span>,
    },
    {
      title: t('licences.status'),
      key: 'status',
      width: 150,
      render: (_, l) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLOURS[l.status]} data-testid={`licence-status-${l.licSn}`}>
            {t(`licences.status_${l.status}`)}
          </Tag>
          {l.expiringSoon && <Tag color="orange">{t('licences.expiringSoon', { days: l.daysLeft })}</Tag>}
        </Space>
      ),
      filter: {
        name: 'status',
        input: (
          <Select
            allowClear
            style={{ width: 170 }}
            options={LicenceStatus.map((s) => ({ value: s, label: t(`licences.status_${s}`) }))}
            data-testid="licences-filter-status"
          />
        ),
      },
    },
    // Number, customer, state and dates first: they fit beside the fixed actions at 1440 px.
    { title: t('licences.effectiveAt'), dataIndex: 'effectiveAt', width: 120, render: day },
    {
      title: t('licences.dueAt'),
      dataIndex: 'dueAt',
      width: 120,
      render: (v: string, l) => (
        <Typography.Text type={l.expiringSoon ? 'warning' : l.status === 'expired' ? 'danger' : undefined}>
          {day(v)}
        </Typography.Text>
      ),
    },
    {
      title: t('licences.category'),
      dataIndex: 'category',
      width: 120,
      render: (c: LicenceCategoryValue) => t(`licences.category_${c}`),
      filter: {
        input: (
          <ChoiceSelect values={LicenceCategory} label={(c) => t(`licences.category_${c}`)} width={170} />
        ),
      },
    },
    {
      title: t('licences.type'),
      dataIndex: 'type',
      width: 80,
      render: (v: string) => t(`licences.type_${v}`),
    },
    {
      title: t('licences.seats'),
      key: 'seats',
      width: 150,
      render: (_, l) => (
        <span data-testid={`licence-seats-${l.licSn}`}>
          {t('licences.seatsCell', { used: l.used, number: l.number, left: l.remaining })}
        </span>
      ),
    },
    { title: t('licences.clusterNodes'), dataIndex: 'clusterNodes', width: 100 },
    { title: t('licences.importedAt'), dataIndex: 'importedAt', width: 110, render: day },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 180,
      fixed: narrow ? undefined : 'right',
      render: (_, l) => (
        <RowActions
          inline={3}
          actions={[
            {
              key: 'edit',
              label: t('licences.edit'),
              shown: allows('edit'),
              onClick: () => setRenaming(l),
              testId: `licence-edit-${l.licSn}`,
            },
            {
              key: 'transfer',
              label: t('licences.transfer'),
              shown: allows('transfer'),
              onClick: () => setUpload({ replaces: l.licSn }),
            },
            {
              key: 'delete',
              label: t('licences.delete'),
              danger: true,
              shown: allows('delete'),
              onClick: () => setDeleting(l),
              testId: `licence-delete-${l.licSn}`,
            },
          ]}
        />
      ),
    },
  ];

  const licenceTable = (
    <ListTable<LicenceRow, LicenceListQuery>
      list={list}
      columns={columns}
      rowKey="licSn"
      scrollX={1580}
      emptyText={t('licences.noLicences')}
      testId="licences"
      toolbar={
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          {t('common.refresh')}
        </Button>
      }
    />
  );

  return (
    <Card
      title={t('licences.title')}
      extra={
        <Flex gap={8} wrap justify="end">
          {allows('import') && (
            <Button
              type="primary"
              icon={<UploadOutlined />}
              onClick={() => setUpload({})}
              data-testid="licence-import"
            >
              {narrow ? t('common.import') : t('licences.import')}
            </Button>
          )}
          {allows('apply') && (
            <Button icon={<DownloadOutlined />} loading={applying} onClick={() => void apply()}>
              {t('licences.apply')}
            </Button>
          )}
        </Flex>
      }
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
    >
      {platform.data && <LicenceSummary platform={platform.data} />}
      <Tabs
        items={[
          { key: 'list', label: t('licences.list'), children: licenceTable },
          { key: 'records', label: t('licences.records'), children: <TransferRecords /> },
        ]}
      />
      <ImportLicenceDialog
        open={!!upload}
        replaces={upload?.replaces}
        onImported={imported}
        onClose={() => setUpload(null)}
      />
      <CustomerNameDialog licence={renaming} onSaved={refresh} onClose={() => setRenaming(null)} />
      <DeleteLicenceDialog licence={deleting} onDeleted={refresh} onClose={() => setDeleting(null)} />
    </Card>
  );
}
