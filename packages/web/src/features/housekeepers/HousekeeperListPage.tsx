import { DeleteOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { HOUSEKEEPER_ALIAS_MAX, type HousekeeperRow } from '@rpa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  type ButtonProps,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteHousekeepers,
  type HousekeeperQuery,
  listHousekeepers,
  renameHousekeeper,
} from '../../api/housekeepers';
import { RequestError } from '../../api/request';
import { notify } from '../../app/notify';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { labelledSelection } from '../../components/selection';
import { validated } from '../../components/validated';
import { useButtons } from '../auth/buttons';
import { housekeeperAliasProblem } from './rules';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

/**
 * Desktop stewards (console-administration.md §2-§5): the housekeepers of
 * the robots' machines with their connection, search, rename (2-60, only
 * `@ - _` as special characters) and delete (their robots become not bound).
 */
export default function HousekeeperListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const { allows } = useButtons();
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const [filters] = Form.useForm<HousekeeperQuery>();
  const [query, setQuery] = useState<HousekeeperQuery>({});
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [renaming, setRenaming] = useState<HousekeeperRow | null>(null);

  const data = useQuery({
    queryKey: ['housekeepers', query, page],
    queryFn: () => listHousekeepers({ ...query, ...page }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['housekeepers'] });

  const remove = (rows: HousekeeperRow[]) =>
    modal.confirm({
      title: t('housekeepers.deleteTitle'),
      content:
        rows.length === 1
          ? t('housekeepers.deleteOne', { name: rows[0]?.housekeeperAlias })
          : t('housekeepers.deleteMany', { count: rows.length }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'housekeeper-delete-ok' } as ButtonProps,
      onOk: async () => {
        try {
          const ids = rows.map((r) => r.id);
          const r = await deleteHousekeepers(ids);
          notify.success(t('housekeepers.deleted', { count: r.deleted }));
          setSelected((s) => s.filter((id) => !ids.includes(id)));
          refresh();
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
    });

  const columns: ColumnsType<HousekeeperRow> = [
    {
      title: t('housekeepers.alias'),
      dataIndex: 'housekeeperAlias',
      width: 180,
      ellipsis: true,
      fixed: narrow ? undefined : 'left',
      render: (v: string, h) => (
        <span data-testid={`housekeeper-alias-${h.id}`} title={v}>
          {v}
        </span>
      ),
    },
    { title: t('housekeepers.name'), dataIndex: 'name', width: 170, ellipsis: true },
    {
      title: t('housekeepers.connection'),
      dataIndex: 'connection',
      width: 110,
      render: (c: HousekeeperRow['connection']) =>
        c === 'connected' ? (
          <Tag color="green">{t('housekeepers.connected')}</Tag>
        ) : (
          <Tag>{t('housekeepers.notConnected')}</Tag>
        ),
    },
    { title: t('housekeepers.ip'), dataIndex: 'ip', width: 140, render: (v: string) => v || '-' },
    { title: t('housekeepers.department'), dataIndex: 'departmentName', width: 150, ellipsis: true },
    {
      title: t('housekeepers.robots'),
      dataIndex: 'robotIds',
      width: 90,
      render: (ids: number[]) => ids.length,
    },
    { title: t('housekeepers.registeredAt'), dataIndex: 'registeredAt', width: 170, render: time },
    { title: t('housekeepers.refreshedAt'), dataIndex: 'refreshedAt', width: 170, render: time },
  ];
  if (allows('edit') || allows('delete')) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      fixed: narrow ? undefined : 'right',
      render: (_, h) => (
        <Space size={0}>
          {allows('edit') && (
            <Button
              type="link"
              size="small"
              onClick={() => setRenaming(h)}
              data-testid={`housekeeper-rename-${h.id}`}
            >
              {t('housekeepers.rename')}
            </Button>
          )}
          {allows('delete') && (
            <Button type="link" size="small" danger onClick={() => remove([h])}>
              {t('common.delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }

  const rows = data.data?.records ?? [];
  return (
    <Card title={t('housekeepers.title')}>
      <Form
        form={filters}
        layout="inline"
        style={{ rowGap: 12, marginBottom: 16 }}
        onFinish={(f) => {
          setQuery({
            ...(f.name?.trim() ? { name: f.name.trim() } : {}),
            ...(f.connection ? { connection: f.connection } : {}),
            ...(f.departmentId ? { departmentId: f.departmentId } : {}),
          });
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="name" label={t('housekeepers.keyword')}>
          <Input
            allowClear
            maxLength={128}
            placeholder={t('housekeepers.keywordHint')}
            style={{ width: 200 }}
            data-testid="housekeepers-filter-name"
          />
        </Form.Item>
        <Form.Item name="connection" label={t('housekeepers.connection')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={[
              { value: 'connected', label: t('housekeepers.connected') },
              { value: 'notConnected', label: t('housekeepers.notConnected') },
            ]}
          />
        </Form.Item>
        <Form.Item name="departmentId" label={t('housekeepers.department')}>
          <DepartmentSelect allowClear style={{ width: 170 }} />
        </Form.Item>
        <Flex gap={8}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            data-testid="housekeepers-search"
          >
            {t('common.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              filters.resetFields();
              setQuery({});
              setPage((p) => ({ ...p, page: 1 }));
            }}
          >
            {t('common.reset')}
          </Button>
        </Flex>
      </Form>
      {allows('delete') && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selected.length === 0}
            onClick={() => remove(rows.filter((r) => selected.includes(r.id)))}
          >
            {t('housekeepers.deleteSelected')}
          </Button>
        </Flex>
      )}
      <Table<HousekeeperRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={data.isFetching}
        scroll={{ x: 1320 }}
        locale={{ emptyText: t('housekeepers.empty') }}
        rowSelection={
          allows('delete')
            ? labelledSelection(t, (h: HousekeeperRow) => h.housekeeperAlias || String(h.id), {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
              })
            : undefined
        }
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: data.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
      <RenameDialog housekeeper={renaming} onSaved={refresh} onClose={() => setRenaming(null)} />
    </Card>
  );
}

/** Renames a steward; the rule is checked here and again by the server. */
function RenameDialog({
  housekeeper,
  onSaved,
  onClose,
}: {
  housekeeper: HousekeeperRow | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ alias: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (housekeeper) form.setFieldsValue({ alias: housekeeper.housekeeperAlias });
  }, [housekeeper, form]);
  const save = async () => {
    const v = await validated(form);
    if (!v) return;
    if (!housekeeper) return;
    setBusy(true);
    try {
      await renameHousekeeper(housekeeper.id, v.alias.trim());
      notify.success(t('housekeepers.saved'));
      onSaved();
      onClose();
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!housekeeper}
      title={housekeeper ? t('housekeepers.renameTitle', { name: housekeeper.name }) : ''}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('common.save')}
      okButtonProps={{ 'data-testid': 'housekeeper-rename-ok' } as ButtonProps}
      onOk={() => void save()}
    >
      <Form form={form} layout="vertical" onFinish={() => void save()}>
        <Form.Item
          name="alias"
          label={t('housekeepers.alias')}
          extra={t('housekeepers.aliasRule')}
          rules={[
            {
              validator: (_r, v: string | undefined) => {
                const problem = housekeeperAliasProblem(v ?? '');
                return problem
                  ? Promise.reject(new Error(t(`housekeepers.alias_${problem}`)))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={HOUSEKEEPER_ALIAS_MAX} showCount data-testid="housekeeper-alias" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
