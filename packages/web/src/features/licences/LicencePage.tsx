import { DownloadOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  LicenceCategory,
  type LicenceCategoryValue,
  type LicenceImportResult,
  type LicenceRow,
  LicenceStatus,
  type LicenceStatusValue,
} from '@rpa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMenu } from '../../api/auth';
import { applyLicence, listLicences } from '../../api/licences';
import { RequestError } from '../../api/request';
import { Access } from '../../app/access';
import { notify } from '../../app/notify';
import { session } from '../../app/session/store';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { saveBlob } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { CustomerNameDialog, DeleteLicenceDialog, ImportLicenceDialog } from './LicenceDialogs';
import { LicenceSummary } from './LicenceSummary';
import { usePlatformLicence } from './platform';
import { TransferRecords } from './TransferRecords';

/** The licence list's menu: its buttons also apply on the constant route /manager/license. */
const LICENCE_MENU = Access.licences;
const day = (v: string) => dayjs(v).format('YYYY-MM-DD');
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
  const [filter, setFilter] = useState<{ status?: LicenceStatusValue; category?: LicenceCategoryValue }>({});
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [upload, setUpload] = useState<{ replaces?: string } | null>(null);
  const [renaming, setRenaming] = useState<LicenceRow | null>(null);
  const [deleting, setDeleting] = useState<LicenceRow | null>(null);
  const [applying, setApplying] = useState(false);

  const platform = usePlatformLicence();
  const list = useQuery({
    queryKey: ['licences', 'list', filter, page],
    queryFn: () => listLicences({ ...filter, ...page }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['licences'] });

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
    setApplying(true);
    try {
      saveBlob(await applyLicence(), `licence-request-${platform.data?.machineCode ?? 'rpa'}.json`);
      notify.success(t('licences.applied'));
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setApplying(false);
    }
  };

  const columns: ColumnsType<LicenceRow> = [
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
        <Space size={0} wrap>
          {allows('edit') && (
            <Button
              type="link"
              size="small"
              onClick={() => setRenaming(l)}
              data-testid={`licence-edit-${l.licSn}`}
            >
              {t('licences.edit')}
            </Button>
          )}
          {allows('transfer') && (
            <Button type="link" size="small" onClick={() => setUpload({ replaces: l.licSn })}>
              {t('licences.transfer')}
            </Button>
          )}
          {allows('delete') && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setDeleting(l)}
              data-testid={`licence-delete-${l.licSn}`}
            >
              {t('licences.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const licenceTable = (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t('licences.status')}
          style={{ width: 170 }}
          value={filter.status}
          onChange={(status) => {
            setFilter((f) => ({ ...f, status }));
            setPage((p) => ({ ...p, page: 1 }));
          }}
          options={LicenceStatus.map((s) => ({ value: s, label: t(`licences.status_${s}`) }))}
          data-testid="licences-filter-status"
        />
        <Select
          allowClear
          placeholder={t('licences.category')}
          style={{ width: 170 }}
          value={filter.category}
          onChange={(category) => {
            setFilter((f) => ({ ...f, category }));
            setPage((p) => ({ ...p, page: 1 }));
          }}
          options={LicenceCategory.map((c) => ({ value: c, label: t(`licences.category_${c}`) }))}
        />
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          {t('common.refresh')}
        </Button>
      </Flex>
      <Table<LicenceRow>
        rowKey="licSn"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 1580 }}
        locale={{ emptyText: t('licences.noLicences') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
    </>
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
